import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PackOfferItem } from '../../contracts/prospects';
import { NewAccountMailDialog, type NewAccountVariant } from './NewAccountMailDialog';

/** Spec 2 §2.4, the "new account" dropdown: with a payment link, and without one only when can_link_without_pay. */
export const NewAccountMenu = ({ canLinkWithoutPay, packOffers }: { canLinkWithoutPay: boolean; packOffers: readonly PackOfferItem[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [variant, setVariant] = useState<NewAccountVariant | null>(null);
  const variants: NewAccountVariant[] = canLinkWithoutPay ? ['with_payment', 'without_payment'] : ['with_payment'];
  const choose = (chosen: NewAccountVariant) => {
    setAnchor(null);
    setVariant(chosen);
  };
  return (
    <>
      <Button variant="contained" endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('prospects.new_account.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {variants.map((v) => (
          <MenuItem key={v} onClick={() => choose(v)}>
            {translate(`prospects.new_account.${v}`)}
          </MenuItem>
        ))}
      </Menu>
      {variant ? <NewAccountMailDialog variant={variant} packOffers={packOffers} onClose={() => setVariant(null)} /> : null}
    </>
  );
};
