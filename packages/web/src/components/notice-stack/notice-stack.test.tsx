import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupNotices, NOTICE_GROUP_SIZE } from './notice-groups.ts';
import { NoticeStack } from './notice-stack.tsx';

const notices = Array.from({ length: 8 }, (_, index) => `Notice ${index + 1}`);

function renderStack(items: readonly string[], onDismissAll?: () => void) {
  return render(
    <NoticeStack
      notices={items}
      getKey={(notice) => notice}
      renderNotice={(notice) => <div role="alert">{notice}</div>}
      onDismissAll={onDismissAll}
    />,
  );
}

describe('groupNotices', () => {
  it('shows the oldest 6 and counts the rest', () => {
    expect(NOTICE_GROUP_SIZE).toBe(6);
    expect(groupNotices(notices)).toEqual({ shown: notices.slice(0, 6), waiting: 2 });
    expect(groupNotices(notices.slice(0, 6))).toEqual({ shown: notices.slice(0, 6), waiting: 0 });
    expect(groupNotices([])).toEqual({ shown: [], waiting: 0 });
  });
});

describe('NoticeStack', () => {
  it('renders nothing without notices', () => {
    const { container } = renderStack([]);
    expect(container.innerHTML).toBe('');
  });

  it('shows six at a time and how many wait', () => {
    renderStack(notices);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      notices.slice(0, 6),
    );
    expect(screen.getByTestId('notice-stack-waiting').textContent).toBe('2 more notices');
  });

  it('says one more notice, and has no waiting line at six', () => {
    const { rerender } = renderStack(notices.slice(0, 7));
    expect(screen.getByTestId('notice-stack-waiting').textContent).toBe('1 more notice');
    rerender(
      <NoticeStack
        notices={notices.slice(1, 7)}
        getKey={(notice) => notice}
        renderNotice={(notice) => <div role="alert">{notice}</div>}
      />,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    expect(screen.queryByTestId('notice-stack-waiting')).toBeNull();
  });

  it('offers to dismiss them all when it can', async () => {
    const onDismissAll = vi.fn();
    renderStack(notices, onDismissAll);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(onDismissAll).toHaveBeenCalledOnce();
  });
});
