import 'reflect-metadata';
import { loadGatewayConfig } from './config/gateway.config';
import { startGateway } from './gateway-app';

async function main() {
  const gateway = await startGateway(loadGatewayConfig());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      gateway.stop().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((err: unknown) => {
  console.error(`gateway failed to start: ${(err as Error).message}`);
  process.exit(1);
});
