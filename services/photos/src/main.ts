import { runServiceMain } from '@kah/runtime';
import { photosMigrations } from './migrations';
import { PhotosModule } from './photos.module';

runServiceMain({ name: 'photos', migrations: photosMigrations, module: (runtime) => PhotosModule.forRuntime(runtime) });
