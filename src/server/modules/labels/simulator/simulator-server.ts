import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EpErrorBody } from '../easypost-shapes';
import type { Clock } from '../../../kernel/simulator-clock';
import { simulatedLabelPdf } from './label-pdf';
import { SimulatedCarrier } from './simulated-carrier';
import type { SimAnswer } from './simulated-carrier';

export type CarrierSimulatorOptions = {
  clock: Clock;
  /** Keep the simulated shipments across restarts (the server's DATA_DIR); none in tests. */
  stateFile?: string;
  /** How long a stalled call waits before answering 504: longer than the client's timeout. */
  stallMs?: number;
};

export type CarrierSimulator = {
  /** The API's base URL for the client, ending in /v2/. */
  baseUrl: string;
  close(): Promise<void>;
};

const BODY_LIMIT = 1024 * 1024;
const LABEL_PATH = /^\/files\/postage_label\/(shp_[0-9a-f]+)\.pdf$/;

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const error = (status: number, code: string, message: string) => {
  const body: EpErrorBody = { error: { code, message, errors: [] } };
  return { status, body };
};

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** Routes the EasyPost paths the client calls to the simulated carrier. */
async function answer(
  carrier: SimulatedCarrier,
  req: http.IncomingMessage,
  path: string,
): Promise<SimAnswer> {
  if (!req.headers.authorization?.startsWith('Basic '))
    return error(401, 'APIKEY.REQUIRED', 'An API key is required.');
  let body: unknown = {};
  try {
    body = req.method === 'POST' ? await readJson(req) : {};
  } catch {
    return error(400, 'PARAMETER.INVALID', 'The request body is not JSON.');
  }
  const [resource, id, action] = path.split('/');
  const route = `${req.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
  if (route === 'POST addresses/:id' && id === 'create_and_verify') return carrier.verifyAddress(body);
  if (route === 'POST shipments') return carrier.createShipment(body);
  if (route === 'GET shipments/:id') return carrier.shipment(id);
  if (route === 'POST shipments/:id/buy') return carrier.buy(id, body);
  if (route === 'POST shipments/:id/refund') return carrier.refund(id);
  if (route === 'GET trackers/:id') return carrier.tracker(id);
  return error(404, 'NOT_FOUND', 'The requested resource could not be found.');
}

/**
 * The local carrier simulator (ARCHITECTURE section 10): an HTTP server on a free local port that
 * speaks the part of EasyPost's REST API the official client uses, and serves the label PDFs.
 */
export async function startCarrierSimulator(options: CarrierSimulatorOptions): Promise<CarrierSimulator> {
  const carrier = new SimulatedCarrier(options.clock, options.stateFile);
  const stallMs = options.stallMs ?? 120_000;
  const stalls = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const label = LABEL_PATH.exec(url.pathname);
    if (req.method === 'GET' && label) {
      const shipment = carrier.labelOf(label[1]);
      if (!shipment?.selected_rate || !shipment.tracking_code)
        return send(res, 404, error(404, 'NOT_FOUND', 'No such label.').body);
      const { selected_rate: rate, tracking_code: trackingNumber } = shipment;
      void simulatedLabelPdf({
        carrier: rate.carrier,
        service: rate.service,
        trackingNumber,
        from: shipment.from_address,
        to: shipment.to_address,
      }).then((pdf) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(pdf));
      return;
    }
    if (!url.pathname.startsWith('/v2/'))
      return send(res, 404, error(404, 'NOT_FOUND', 'No such resource.').body);
    void answer(carrier, req, url.pathname.slice(4)).then((result) => {
      if (!('stall' in result)) return send(res, result.status, result.body);
      const timer = setTimeout(() => {
        stalls.delete(timer);
        send(res, 504, error(504, 'CARRIER.TIMEOUT', 'The carrier did not answer in time.').body);
      }, stallMs);
      stalls.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  carrier.labelBaseUrl = origin;
  return {
    baseUrl: `${origin}/v2/`,
    close: async () => {
      for (const timer of stalls) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
