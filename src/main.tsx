import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { Spinner } from './startup/Spinner';
import { startConsole } from './startup/startConsole';

const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(<Spinner />);

// The router is created after start-up has taken the token off the address bar, so it never sees it.
startConsole().then((start) => {
  // A browser (data) router: real paths such as /organisations/12; the server falls back to index.html.
  const router = createBrowserRouter([{ path: '*', element: <App start={start} /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
