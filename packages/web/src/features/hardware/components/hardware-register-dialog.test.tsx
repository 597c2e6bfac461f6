import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { HardwareRegisterDialog } from './hardware-register-dialog.tsx';

const MODELS = [
  {
    HardwareModelId: 1,
    Name: 'BLE Gateway',
    DisplayName: 'BLE',
    OnlineStatusMinutesToWait: 15,
    PowerStatusMinutesToWait: 3,
  },
];

describe('HardwareRegisterDialog', () => {
  it('registers a pasted list, and shows each refusal the server sends', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      bodies.push(JSON.parse(init?.body as string));
      return bodies.length === 1
        ? jsonResponse(
            {
              errors: [
                {
                  errorMessage: 'Reader GW-2 is registered to another project.',
                  field: 'SerialNumbers.1',
                },
              ],
            },
            400,
          )
        : jsonResponse({ Created: [{ ReaderId: 1, ManufacturerSerialNumber: 'GW-1' }] }, 201);
    });
    signIn([3], { isProviderEmployee: true });
    const onClose = vi.fn();
    renderWithProviders(
      <HardwareRegisterDialog projectId={3} models={MODELS} open onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Hardware model' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BLE Gateway' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Serial numbers' }), {
      target: { value: 'GW-1, GW-2\n' },
    });
    expect(screen.getByText('2 serial numbers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Register 2 readers' }));
    expect(await screen.findByText('Reader GW-2 is registered to another project.')).toBeTruthy();
    expect(bodies[0]).toEqual({
      HardwareModelId: 1,
      AccessPointsCount: 1,
      SerialNumbers: ['GW-1', 'GW-2'],
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Serial numbers' }), {
      target: { value: 'GW-1' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register 1 reader' }));
    expect(await screen.findByText('1 reader registered.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  }, 30_000);
});
