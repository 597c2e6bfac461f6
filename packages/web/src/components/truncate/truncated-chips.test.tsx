import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truncatedChips } from './truncated-chips.tsx';

const contracts = [{ name: 'Northeast Mechanical Contractors LLC' }, { name: 'Plumbing' }];

describe('truncatedChips', () => {
  it('cuts a chosen name to 25 characters, the whole name its title and accessible name', () => {
    render(
      <Autocomplete
        multiple
        options={contracts}
        value={contracts}
        getOptionLabel={(c) => c.name}
        renderValue={truncatedChips((c: (typeof contracts)[number]) => c.name)}
        renderInput={(params) => <TextField {...params} label="Contracts" />}
      />,
    );
    const long = screen.getByText('Northeast Mechanical Cont...').closest('.MuiChip-root');
    expect(long?.getAttribute('title')).toBe('Northeast Mechanical Contractors LLC');
    expect(long?.getAttribute('aria-label')).toBe('Northeast Mechanical Contractors LLC');
    const short = screen.getByText('Plumbing').closest('.MuiChip-root');
    expect(short?.getAttribute('title')).toBeNull();
  });
});
