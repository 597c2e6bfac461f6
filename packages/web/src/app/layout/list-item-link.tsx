import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import { createLink } from '@tanstack/react-router';

type AnchorListItemButtonProps = Omit<ListItemButtonProps<'a'>, 'href'>;

function AnchorListItemButton(props: AnchorListItemButtonProps) {
  return <ListItemButton component="a" {...props} />;
}

/** A MUI list item that is a typed TanStack Router link (to + params checked). */
export const ListItemLink = createLink(AnchorListItemButton);
