import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ListHeadingProps {
  label: string;
  /** the label's interpolations ("Shop list – {{name}}") */
  options?: Record<string, unknown>;
  /** h1 for a list page; h2 for a list inside a detail page's tab, under the page's own h1 */
  level?: 'h1' | 'h2';
}

/** The visible heading above a list ("Organisation list"), the page title being in the app bar. */
export const ListHeading = ({ label, options, level = 'h1' }: ListHeadingProps) => {
  const translate = useTranslate();
  return (
    <Typography variant={level === 'h1' ? 'h5' : 'h6'} component={level} sx={{ mt: 2 }}>
      {translate(label, options)}
    </Typography>
  );
};
