import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import {
  defaultTemplateLanguage,
  TEMPLATE_LANGUAGES,
  templateCountriesFor,
  templateFileName,
  type TemplateCountry,
  type TemplateLanguage,
} from '../../../../domain/userImport/columns';
import { saveBlob } from '../../../../ui/saveBlob';

/** Spec 2 §5: template language (the admin's when it is one of FR, EN, ES, DE, IT, else FR) and country (the shop's first), and the download. */
export const TemplatePickers = ({ shopCountry }: { shopCountry: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const countries = useMemo(() => templateCountriesFor(shopCountry), [shopCountry]);
  const [language, setLanguage] = useState<TemplateLanguage>(() => defaultTemplateLanguage(locale));
  const [country, setCountry] = useState<TemplateCountry>(countries[0]);
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const download = useMutation({
    mutationFn: () => dataProvider.userImportTemplate({ language, country }),
    onSuccess: (blob) => saveBlob(blob, templateFileName(language, country)),
    onError: () => notify('user_import.template.download_error', { type: 'error' }),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <TextField select size="small" label={translate('user_import.template.language')} value={language} onChange={(e) => setLanguage(e.target.value as TemplateLanguage)} sx={{ minWidth: 150 }}>
        {TEMPLATE_LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`user_import.languages.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('user_import.template.country')} value={country} onChange={(e) => setCountry(e.target.value as TemplateCountry)} sx={{ minWidth: 170 }}>
        {countries.map((code) => (
          <MenuItem key={code} value={code}>
            {countryNames.of(code) ?? code}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<DownloadIcon />} onClick={() => download.mutate()} disabled={download.isPending}>
        {translate('user_import.template.download')}
      </Button>
    </Stack>
  );
};
