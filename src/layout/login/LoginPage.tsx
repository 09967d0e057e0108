import { Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { useDocumentTitle } from '../documentTitle';
import { SignInForm } from './SignInForm';

/** The sign-in page (guest): react-admin's Login frame with the console's form. */
export const LoginPage = () => {
  const translate = useTranslate();
  const { productName } = useRuntimeConfig();
  useDocumentTitle(translate('auth.sign_in'));
  return (
    <Login avatarIcon={<img src="/logo.svg" alt={productName} width={40} height={40} />}>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
        {translate('auth.title', { product: productName })}
      </Typography>
      <SignInForm />
    </Login>
  );
};
