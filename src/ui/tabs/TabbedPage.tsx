import { Box, Tab, Tabs } from '@mui/material';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useConfirm } from '../ConfirmProvider';
import { UnsavedChangesContext } from './unsavedChanges';

export interface PageTab {
  /** the tab's segment after the page's own path (`shops` in /organisations/12/shops) */
  path: string;
  /** i18n key of its label */
  label: string;
  element: ReactNode;
  /** hidden when false (a tab behind a permission or a flag) */
  visible?: boolean;
}

interface TabbedPageProps {
  tabs: readonly PageTab[];
  /** i18n key naming the tab list for assistive technology */
  label?: string;
  /** false while the tabs' visibility is still being checked (useCanAccess pending): the address is left alone until then */
  settled?: boolean;
}

/**
 * A detail page's tabs (spec 2): the tab lives in the address, so /organisations/12/shops reloads
 * on the shops tab; the first visible tab is the page's own path. Render it in a route ending in
 * `/*` (react-admin's `:id/*` detail route does). A tab that reports unsaved changes
 * (useUnsavedChanges) is left only after "Stay on page / Continue" (spec 1 §4).
 */
/** Spec 1 §4: leaving unsaved changes asks "Stay on page / Continue". */
const LEAVE_QUESTION = {
  title: 'unsaved_changes.title',
  content: 'unsaved_changes.content',
  confirm: 'unsaved_changes.continue',
  cancel: 'unsaved_changes.stay',
  confirmColor: 'warning',
} as const;

// the organisation page's nine tabs fit 1280 px in French (issue 29): labels in sentence case, narrower padding; the
// tab list still scrolls on a narrower screen
const TAB_SX = { minWidth: 0, px: 1.25, textTransform: 'none', fontSize: '0.9375rem' } as const;

export const TabbedPage = ({ tabs, label, settled = true }: TabbedPageProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { '*': rest = '' } = useParams();
  const dirty = useRef(false);
  const report = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const shown = tabs.filter((tab) => tab.visible !== false);
  const asked = rest.split('/')[0];
  const named = shown.find((tab) => tab.path === asked);
  const current = named ?? shown[0];
  // the page's own path: the address without what the route's `*` matched
  const restSegments = rest ? rest.split('/').length : 0;
  const pagePath = pathname.replace(/\/+$/, '').split('/').slice(0, restSegments ? -restSegments : undefined).join('/');
  // issue 28: an address naming a tab the user may not see (or no tab) becomes the page's own, the tab it shows
  const misnamed = settled && asked !== '' && !named;
  useEffect(() => {
    if (misnamed) navigate(pagePath, { replace: true });
  }, [misnamed, navigate, pagePath]);

  // issue 28: any other way out (a menu or licence link, the browser's back button) asks the same question, and a reload
  // or a closed tab gets the browser's own prompt
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(LEAVE_QUESTION).then((leave) => {
      if (leave) {
        dirty.current = false;
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const open = async (path: string) => {
    if (path === current?.path) return;
    if (dirty.current) {
      const leave = await confirm(LEAVE_QUESTION);
      if (!leave) return;
      dirty.current = false;
    }
    navigate(path === shown[0]?.path ? pagePath : `${pagePath}/${path}`);
  };

  if (!current) return null;
  return (
    <Box>
      <Tabs
        value={current.path}
        onChange={(_event, path: string) => void open(path)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label ? translate(label) : undefined}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={translate(tab.label)}
            id={`tab-${tab.path}`}
            aria-controls={`tabpanel-${tab.path}`}
            sx={TAB_SX}
          />
        ))}
      </Tabs>
      <UnsavedChangesContext.Provider value={report}>
        <Box role="tabpanel" id={`tabpanel-${current.path}`} aria-labelledby={`tab-${current.path}`} sx={{ pt: 2 }}>
          {current.element}
        </Box>
      </UnsavedChangesContext.Provider>
    </Box>
  );
};
