import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TruncatedText } from './truncated-text.tsx';

describe('TruncatedText', () => {
  it('cuts a long text to 25 characters and keeps the whole as its name', () => {
    render(<TruncatedText text="Northeast Mechanical Contractors LLC" />);
    const text = screen.getByText('Northeast Mechanical Cont...');
    expect(text.getAttribute('aria-label')).toBe('Northeast Mechanical Contractors LLC');
  });

  it('leaves a short text alone', () => {
    render(<TruncatedText text="Level 3" />);
    expect(screen.getByText('Level 3').getAttribute('aria-label')).toBeNull();
  });
});
