import { LABEL_TRUNCATION } from '../../domain/payConfigs/constants';
import { useLazyTooltip } from '../../ui/lists/useLazyTooltip';

/** Spec 3 §2.2: a line's label cut at 30 characters with an ellipsis, the whole text in a tooltip (created on hover). */
export const LineLabel = ({ text }: { text: string }) => {
  const long = text.length > LABEL_TRUNCATION;
  const { handlers, tooltip } = useLazyTooltip(text);
  if (!long) return <span>{text}</span>;
  return (
    <>
      <span {...handlers} tabIndex={0} aria-label={text}>
        {`${text.slice(0, LABEL_TRUNCATION)}…`}
      </span>
      {tooltip}
    </>
  );
};
