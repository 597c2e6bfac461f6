import { useState } from 'react';

/**
 * MUI raises the label of any field with an icon in front, so an empty (or just cleared) search
 * box would keep its label up in the border. With these props the label rests inside, after the
 * icon, until the box has text or focus, like every other empty field.
 */
export function useSearchLabel(text: string) {
  const [focused, setFocused] = useState(false);
  return {
    shrink: focused || text !== '',
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    sx: {
      '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': {
        transform: 'translate(40px, 16px) scale(1)',
      },
      '& .MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
        transform: 'translate(40px, 9px) scale(1)',
      },
    },
  };
}
