import fastifyMultipart from '@fastify/multipart';
import type { AreaModule } from '../AreaModule';
import { filesRoutes } from './routes';

/** The files area: uploads, downloads, the file centre and the form-event proxy (POST /jflow/call). */
export const filesModule: AreaModule = {
  name: 'files',
  routes: filesRoutes,
  register: async (app, deps) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: deps.config.uploadMaxFileBytes,
        files: 1,
        fields: 20,
        parts: 25,
        fieldSize: 64 * 1024,
        headerPairs: 100,
      },
    });
  },
};
