import { startFakeNpiRegistry, type TFakeNpiRegistry } from '../../scripts/fake-npi-registry/server';
import { startProduct } from './server';

export {
  DEACTIVATED_NPI,
  MATCHING_NPI,
  SEVERAL_RESULTS_NPI,
  UNKNOWN_NPI,
} from '../../scripts/fake-npi-registry/fixtures';
export type { TFakeNpiRegistry };

/**
 * The product with its NPI look-ups answered by the local fake NPPES NPI Registry
 * (scripts/fake-npi-registry), so a journey verifies an NPI without internet access. The fake
 * knows Ada N. Okafor, MD, NPI 1234567893, with the IL licence 036.123456 the journeys' doctor
 * gives (e2e/support/seeded-answers.ts). `stop` stops both.
 */
export async function startProductWithNpiRegistry(options: Parameters<typeof startProduct>[0]) {
  const registry = await startFakeNpiRegistry();
  try {
    const product = await startProduct({
      ...options,
      env: { ...options.env, NPI_REGISTRY_URL: registry.url },
    });
    return {
      product,
      registry,
      async stop() {
        await product.stop();
        await registry.close();
      },
    };
  } catch (error) {
    await registry.close();
    throw error;
  }
}
