// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, type StubCall, startStubApi, userInfo } from '@bc/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

let api: StubApi;
let sendStatus: number;

function answer(call: StubCall) {
  if (call.path === '/api/auth/user-info') return ok({ token: 'session', userInfo: userInfo() });
  if (call.method === 'POST' && call.path === '/api/notify/email/contact') {
    return sendStatus === 200
      ? ok({ message: 'Thank you' })
      : { status: sendStatus, body: { error: 'Mail down', status: sendStatus, code: 'service_unavailable' } };
  }
  return undefined;
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  sendStatus = 200;
  api.handle(answer);
});

const sends = () => api.calls.filter((call) => call.path === '/api/notify/email/contact');
const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const consent = () => screen.getByRole('checkbox', { name: /support team/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('assistance (/settings/assistance)', () => {
  it('needs a message and the consent before anything is sent', async () => {
    await renderArea(settingsArea, '/settings/assistance');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'write your message, agree to send your name, e-mail address and message to the support team',
    );
    fireEvent.change(message(), { target: { value: 'Help me' } });
    send();
    await screen.findByText('agree to send your name, e-mail address and message to the support team');
    expect(sends()).toEqual([]);
  });

  it('sends the message with the consent, thanks the person and clears the form', async () => {
    await renderArea(settingsArea, '/settings/assistance');
    await screen.findByText('Sent as Ada: the answer will come to ada@example.com.');
    fireEvent.change(message(), { target: { value: '  The charts are empty  ' } });
    fireEvent.click(consent());
    send();
    await screen.findByText(
      'Thank you for your message! We will answer you at ada@example.com as soon as we can; a copy is in your inbox.',
    );
    expect(sends().map((call) => call.body)).toEqual([
      { message: '  The charts are empty  ', privacy: true },
    ]);
    expect(message().value).toBe('');
    expect((consent() as HTMLInputElement).checked).toBe(false);
  });

  it('says so when the message could not be sent, and keeps it', async () => {
    sendStatus = 503;
    await renderArea(settingsArea, '/settings/assistance');
    fireEvent.change(message(), { target: { value: 'Still broken' } });
    fireEvent.click(consent());
    send();
    await screen.findByText('Your message could not be sent. Please try again later.');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(message().value).toBe('Still broken');
  });
});
