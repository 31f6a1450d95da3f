import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../../../tests/client/render-app';
import { renderWithProviders } from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { LABEL_PDF_MAX_BYTES } from '../../../../domain/outbound/label-pdf';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { LabelUpload } from './LabelUpload';

const notify = spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const URL_OF_LABEL = `/api/business/files/${'a'.repeat(64)}`;
const uploads = () => fetchMock.mock.calls.filter((c) => String(c[0]).includes('/outbound/label/upload'));

/** The field as the form holds it: the pair's stored label, or none. */
function Field() {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <LabelUpload oneId="10000001" uploaded={url !== null} onUploaded={setUrl} missing={false} />
      <output data-testid="stored">{url ?? 'none'}</output>
    </>
  );
}

const pdf = (name = 'label.pdf', size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const choose = async (file: File) => {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
};

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
});
afterEach(cleanup);

describe("a pair's buyer label", () => {
  it('says the limits, uploads the chosen PDF to the label upload and keeps its URL', async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ code: 200, msg: 'success', data: URL_OF_LABEL }));
    renderWithProviders(<Field />);
    expect(screen.getByText("The buyer's label: a PDF of at most 10 pages and 5 MB")).toBeTruthy();
    await choose(pdf());
    expect(await screen.findByText('Label uploaded')).toBeTruthy();
    expect(screen.getByTestId('stored').textContent).toBe(URL_OF_LABEL);
    expect(uploads()).toHaveLength(1);
  });

  it("shows the server's refusal at the field, keeps the chosen file, and holds no label", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ code: 200, msg: 'success', data: URL_OF_LABEL }));
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ code: 400, msg: 'This PDF is encrypted (password-protected)', data: null }, 400),
    );
    renderWithProviders(<Field />);
    await choose(pdf('good.pdf'));
    await screen.findByText('Label uploaded');
    await choose(pdf('locked.pdf'));
    const field = screen.getByLabelText('Buyer label of 10000001');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '',
    );
    expect(message?.textContent).toBe('This PDF is encrypted (password-protected)');
    expect(field.textContent).toBe('locked.pdf');
    expect(screen.queryByText('Label uploaded')).toBeNull();
    expect(screen.getByTestId('stored').textContent).toBe('none');
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit at the field without sending it', async () => {
    renderWithProviders(<Field />);
    await choose(pdf('huge.pdf', LABEL_PDF_MAX_BYTES + 1));
    expect(await screen.findByText('A label PDF is at most 5 MB')).toBeTruthy();
    expect(uploads()).toHaveLength(0);
    expect(screen.getByTestId('stored').textContent).toBe('none');
  });
});
