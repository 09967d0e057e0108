import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { askAccountSwitch } from './startup/askAccountSwitch';
import { Spinner } from './startup/Spinner';
import { startConsole } from './startup/startConsole';

const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(<Spinner />);

// The router is created after start-up has taken the token off the address bar, so it never sees it.
// A start-up link for another account than the signed-in one asks first (startup/startupLink.ts).
startConsole(window, askAccountSwitch((prompt) => root.render(prompt))).then((start) => {
  // A browser (data) router: real paths such as /organisations/12; the server falls back to index.html.
  const router = createBrowserRouter([{ path: '*', element: <App start={start} /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
