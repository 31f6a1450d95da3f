import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/setup';
import { CameraScanButton } from './CameraScanButton';

/**
 * Opening the camera loads @zxing/browser and lets its reader ask the browser for the camera: the
 * version the project pins (package.json, chosen for Node.js 20) must still get that far, and a
 * refusal must reach the worker in the spec's words.
 */
describe('CameraScanButton', () => {
  const { mediaDevices } = navigator;
  afterEach(() => {
    cleanup();
    Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  });

  it('asks the browser for the camera through the barcode reader and names a refusal', async () => {
    initI18n('en-US');
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia, enumerateDevices: async () => [] },
      configurable: true,
    });
    render(
      <MantineProvider>
        <CameraScanButton onScan={() => {}} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Camera' }));
    expect((await screen.findByTestId('camera-error')).textContent).toBe(
      'Please allow access to the camera and microphone',
    );
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.anything() }));
  });
});
