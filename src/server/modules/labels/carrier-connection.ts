import path from 'node:path';
import type { CarrierMode } from '../../../domain/labels/labels';
import type { AppConfig } from '../../config';
import { fileOffsetClock, systemClock } from '../../kernel/simulator-clock';
import type { CarrierAdapter } from './carrier-adapter';
import { easyPostAdapter } from './easypost-adapter';
import { startCarrierSimulator } from './simulator/simulator-server';

/** The key the client sends to the simulator, which only checks that one is sent. */
const SIMULATOR_API_KEY = 'simulator';

/**
 * EasyPost when an API key is configured; the local simulator otherwise, and always in demo mode,
 * which never buys real postage (README, Carriers).
 */
export function carrierModeOf(config: Pick<AppConfig, 'easypostApiKey' | 'demo'>): CarrierMode {
  return config.easypostApiKey && !config.demo ? 'easypost' : 'simulator';
}

/** Where the simulator keeps its shipments across restarts (the demo seeds it too). */
export const simulatorStateFile = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'carrier-simulator.json');

type Connection = { adapter: CarrierAdapter; close(): Promise<void> };
const connections = new WeakMap<AppConfig, Promise<Connection>>();

async function connect(config: AppConfig): Promise<Connection> {
  const timeoutMs = config.carrierTimeoutMs;
  if (config.easypostApiKey && carrierModeOf(config) === 'easypost') {
    const adapter = easyPostAdapter({
      apiKey: config.easypostApiKey,
      baseUrl: config.easypostBaseUrl,
      timeoutMs,
      mode: 'easypost',
    });
    return { adapter, close: async () => {} };
  }
  // Started inside this process on a free local port; its shipments are kept in DATA_DIR.
  const simulator = await startCarrierSimulator({
    clock: config.carrierSimulatorClockFile ? fileOffsetClock(config.carrierSimulatorClockFile) : systemClock,
    stateFile: simulatorStateFile(config),
  });
  const adapter = easyPostAdapter({
    apiKey: SIMULATOR_API_KEY,
    baseUrl: simulator.baseUrl,
    timeoutMs,
    mode: 'simulator',
  });
  return { adapter, close: () => simulator.close() };
}

/**
 * The app's carrier adapter, opened on first use (the simulator starts only when labels are used)
 * and kept for the app's life. `carrierModeOf` answers without opening it.
 */
export function carrierFor(config: AppConfig): Promise<CarrierAdapter> {
  let connection = connections.get(config);
  if (!connection) {
    connection = connect(config);
    connections.set(config, connection);
    // A failed start is not kept: the next use tries again.
    connection.catch(() => connections.delete(config));
  }
  return connection.then((c) => c.adapter);
}

/** Stops the app's simulator, if it started one (the app's onClose). */
export async function closeCarrier(config: AppConfig): Promise<void> {
  const connection = connections.get(config);
  connections.delete(config);
  const opened = await connection?.catch(() => null);
  await opened?.close();
}
