import { LogoutOnMount, useResourceDefinitions } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { customRoutes } from '../customRoutes';
import { GuestErrorPage } from './GuestErrorPage';

/**
 * What a guest (no session) gets inside the shell's routes: a screen of the console sends them to
 * the sign-in (as react-admin's requireAuth did), any other path is the `*` error page, which
 * spec 1 §2.1 opens to guests (issue 15: they were sent to the sign-in).
 */
export const GuestRoutes = () => {
  const resources = useResourceDefinitions();
  const { productSlug } = useRuntimeConfig();
  const screenPaths = [...Object.keys(resources).map((name) => `/${name}/*`), ...customRoutes(productSlug).map((route) => route.props.path as string)];
  return (
    <Routes>
      <Route path="/" element={<LogoutOnMount />} />
      {screenPaths.map((path) => (
        <Route key={path} path={path} element={<LogoutOnMount />} />
      ))}
      <Route path="*" element={<GuestErrorPage />} />
    </Routes>
  );
};
