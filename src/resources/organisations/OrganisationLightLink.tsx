import { useTranslate } from 'react-admin';
import { LIST_LINK_CLASS } from '../../ui/lists/ListLink';
import { useLazyTooltip } from '../../ui/lists/useLazyTooltip';

/** The path of @mui/icons-material's VisibilityOutlined, drawn without an SvgIcon per row. */
const VISIBILITY_ICON_PATH =
  'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7';

/**
 * From a row of the organisations list to the light view of spec 1 §2.5: a small icon button
 * with its tooltip, as MUI's IconButton and Tooltip would draw them, but a plain in-app link
 * (followed by the table's click handler, styled once by listTableSx) with a tooltip created on hover.
 */
export const OrganisationLightLink = ({ record }: { record: { id: number; name: string } }) => {
  const translate = useTranslate();
  const label = translate('organisations.light_view_of', { name: record.name });
  const { handlers, tooltip } = useLazyTooltip(label);
  return (
    <>
      <a
        href={`/organisations_light/${record.id}`}
        className={`${LIST_LINK_CLASS} MuiButtonBase-root MuiIconButton-root MuiIconButton-sizeSmall`}
        aria-label={label}
        {...handlers}
      >
        <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={VISIBILITY_ICON_PATH} />
        </svg>
      </a>
      {tooltip}
    </>
  );
};
