// Development server of one app with live reload: `tsx tools/webpack/serve.ts <project>`.
// A remote runs standalone this way for its team; the shell expects the remotes on their ports.
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

import { loadAppConfig } from './load-app-config';

const project = process.argv[2];
if (!project) throw new Error('usage: serve.ts <project>');

const { devServer, ...config } = await loadAppConfig(project, 'development');
const server = new WebpackDevServer(devServer, webpack(config));
await server.start();
console.log(`${project}: http://localhost:${devServer.port}/`);
