import Chip from '@mui/material/Chip';
import type { AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import { truncate } from '@siteline/shared';

/**
 * An Autocomplete's chosen items as chips whose names are cut to 25 characters (spec 000 §9),
 * the whole name in the chip's title and its accessible name: a contract called "Smith & Sons
 * Electrical Contractors — Division 26" does not push the picker over two lines.
 */
export function truncatedChips<T>(label: (item: T) => string) {
  return (chosen: readonly T[], getItemProps: AutocompleteRenderValueGetItemProps<true>) =>
    chosen.map((item, index) => {
      const { key, ...props } = getItemProps({ index });
      const name = label(item);
      const short = truncate(name);
      return (
        <Chip
          key={key}
          size="small"
          label={short}
          {...(short !== name && { title: name, 'aria-label': name })}
          {...props}
        />
      );
    });
}
