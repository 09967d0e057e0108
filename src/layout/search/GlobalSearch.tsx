import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProviders';
import {
  isSearchShortcut,
  SEARCH_DEBOUNCE_MS,
  SEARCH_ERROR_TOAST_MS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_RESULTS,
  searchQueryOf,
  searchResultPath,
  type SearchResult,
} from '../../domain/globalSearch';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { SearchFailed } from './SearchFailed';
import { SearchResultIcon } from './SearchResultIcon';
import { SearchShortcutHint } from './SearchShortcutHint';

const sameResult = (a: SearchResult, b: SearchResult) => a.searchable_type === b.searchable_type && a.searchable_id === b.searchable_id;

/**
 * The top-bar typeahead of spec 1 §2.3: users, organisations and shops, 400 ms after the last
 * keystroke, at most 10 results; arrows, Enter and Escape through MUI's combobox; Ctrl+K / Cmd+K
 * from anywhere; focused again on every route change. A newer query aborts the stale request.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = searchQueryOf(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const typing = searchQueryOf(text) !== query;

  const { data: results = [], isFetching, isError, refetch } = useQuery({
    queryKey: ['globalSearch', query],
    enabled: query !== '',
    retry: false,
    staleTime: 30_000,
    // TanStack aborts this signal when the query goes stale (a newer query replaced it) or unmounts.
    queryFn: async ({ signal }) => {
      try {
        return (await dataProvider.search(query, signal)).slice(0, SEARCH_MAX_RESULTS);
      } catch (error) {
        if (!signal.aborted) notify('search.error', { type: 'error', autoHideDuration: SEARCH_ERROR_TOAST_MS });
        throw error;
      }
    },
  });

  useEffect(() => {
    inputRef.current?.focus();
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const options = query === '' || typing ? [] : results;
  const loading = searchQueryOf(text) !== '' && (typing || isFetching);

  return (
    <Autocomplete<SearchResult, false, false, false>
      open={open && searchQueryOf(text) !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, result) => {
        if (!result) return;
        setText('');
        setOpen(false);
        navigate(searchResultPath(result));
      }}
      filterOptions={(all) => all}
      getOptionLabel={(result) => result.content}
      isOptionEqualToValue={sameResult}
      autoHighlight
      forcePopupIcon={false}
      loading={loading}
      loadingText={translate('search.loading')}
      noOptionsText={isError ? <SearchFailed onRetry={() => void refetch()} /> : translate('search.no_results')}
      size="small"
      fullWidth
      renderOption={({ key, ...props }, result) => (
        <li key={key} {...props}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <SearchResultIcon type={result.searchable_type} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={result.content} secondary={result.additional_information || undefined} />
        </li>
      )}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          inputRef={inputRef}
          variant="outlined"
          placeholder={translate('search.placeholder')}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', color: 'text.primary' } }}
          slotProps={{
            inputLabel: InputLabelProps,
            input: {
              ...InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  <SearchShortcutHint />
                  {InputProps.endAdornment}
                </>
              ),
            },
            htmlInput: { ...inputProps, maxLength: SEARCH_MAX_QUERY_LENGTH, 'aria-label': translate('search.label'), 'aria-keyshortcuts': 'Control+K Meta+K' },
          }}
        />
      )}
    />
  );
};
