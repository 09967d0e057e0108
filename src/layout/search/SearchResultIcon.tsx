import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import type { SvgIconProps } from '@mui/material';
import { searchableKind } from '../../domain/globalSearch';

const ICONS = { User: PersonIcon, Organisation: AccountTreeIcon, Shop: HomeIcon } as const;

/** Spec 1 §2.3: a user icon for users, a sitemap for organisations, a house for shops. */
export const SearchResultIcon = ({ type, ...props }: { type: string } & SvgIconProps) => {
  const kind = searchableKind(type);
  const Icon = ICONS[kind];
  return <Icon data-testid={`search-icon-${kind.toLowerCase()}`} {...props} />;
};
