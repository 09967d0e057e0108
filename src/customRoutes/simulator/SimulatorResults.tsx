import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Commitment, PricingResult } from '../../domain/pricing';
import { useAmountFormat } from './useAmountFormat';

/** spec 1 §2.6 outputs, in euros excluding tax; the final price is yearly unless the commitment is monthly (§9). */
export const SimulatorResults = ({ result, commitment }: { result: PricingResult; commitment: Commitment }) => {
  const translate = useTranslate();
  const format = useAmountFormat();
  const rows: [key: string, value: string][] = [
    ['theoretical_mrr', format.perMonth(result.theoreticalMrr)],
    ['discount', format.percent(result.discount)],
    ['final_mrr', format.perMonth(result.finalMrr)],
    ['final_price', commitment === 'monthly' ? format.perMonth(result.finalPrice) : format.perYear(result.finalPrice)],
    ['monthly_arpu', format.perMonth(result.monthlyArpu)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" id={`simulator-${key}-label`}>
            {translate(`simulator.outputs.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} aria-labelledby={`simulator-${key}-label`} data-testid={`simulator-${key}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
