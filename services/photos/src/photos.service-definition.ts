import type { ServiceDefinition } from '@kah/runtime';
import { photosMigrations } from './migrations';
import { PhotosModule } from './photos.module';

export const photosService: ServiceDefinition<unknown> = { name: 'photos', migrations: photosMigrations, module: (runtime) => PhotosModule.forRuntime(runtime) };
