import Tooltip from '@mui/material/Tooltip';
import { TRUNCATE_LENGTH, truncate } from '@siteline/shared';

/** A text cut to 25 characters (spec 000 §9) with the whole of it in a tooltip when cut. */
export function TruncatedText({
  text,
  length = TRUNCATE_LENGTH,
}: {
  text: string;
  length?: number;
}) {
  const short = truncate(text, length);
  if (short === text) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span aria-label={text}>{short}</span>
    </Tooltip>
  );
}
