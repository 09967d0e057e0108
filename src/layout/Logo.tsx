import { Link } from 'react-admin';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** The logo returns home (spec 1 §2.1: "/" is the organisations list). */
export const Logo = () => {
  const { productName } = useRuntimeConfig();
  return (
    <Link to="/" sx={{ display: 'flex', alignItems: 'center', mr: 2 }}>
      <img src="/logo.svg" alt={productName} height={32} />
    </Link>
  );
};
