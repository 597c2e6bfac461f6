// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { ClientVitalsBody } from '@siteline/shared';
import { installWebVitals } from './error-reporting.ts';

const callbacks = vi.hoisted(() => new Map<string, (metric: Partial<Metric>) => void>());
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: Partial<Metric>) => void) =>
    callbacks.set(name, callback);
  return {
    onLCP: register('LCP'),
    onINP: register('INP'),
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onTTFB: register('TTFB'),
  };
});

describe('web vitals', () => {
  afterEach(() => {
    callbacks.clear();
  });

  it('measures 20 % of page loads, and fetches nothing for the others', () => {
    expect(
      installWebVitals(
        () => '/login',
        () => 0.2,
      ),
    ).toBe(false);
    expect(
      installWebVitals(
        () => '/login',
        () => 0.95,
      ),
    ).toBe(false);
    expect(callbacks.size).toBe(0);
  });

  it('posts the vitals by route pattern when the page is hidden', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(
      installWebVitals(
        () => '/project/$id/home',
        () => 0.19,
      ),
    ).toBe(true);
    await vi.waitFor(() => expect(callbacks.size).toBe(5));

    callbacks.get('LCP')?.({
      name: 'LCP',
      value: 2412.3456,
      rating: 'good',
      navigationType: 'navigate',
    });
    callbacks.get('CLS')?.({
      name: 'CLS',
      value: 0.02,
      rating: 'good',
      navigationType: 'navigate',
    });
    callbacks.get('INP')?.({ name: 'INP', value: 560, rating: 'poor', navigationType: 'navigate' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    window.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/logging/vitals');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob as Blob);
    });
    const body = JSON.parse(text) as ClientVitalsBody;
    expect(body.route).toBe('/project/$id/home');
    expect(body.metrics).toEqual([
      { name: 'LCP', value: 2412.346, rating: 'good', navigationType: 'navigate' },
      { name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' },
      { name: 'INP', value: 560, rating: 'poor', navigationType: 'navigate' },
    ]);
  });
});
