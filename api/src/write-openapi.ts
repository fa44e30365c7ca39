// Writes the OpenAPI document to api/openapi.json without a database (Nest preview mode builds
// the module graph but instantiates no provider). shared-ui generates its client types from it.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import path from 'node:path';
import { AppModule } from './app.module.js';
import { loadConfig, REPO_ROOT } from './config/config.js';
import { API_PREFIX, buildOpenApiDocument } from './openapi.js';

export const OPENAPI_FILE = path.join(REPO_ROOT, 'api', 'openapi.json');

export function serialiseDocument(document: object): string {
  return JSON.stringify(document, null, 2) + '\n';
}

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent' }, []);
  const app = await NestFactory.create(AppModule.register(config, 'postgres://preview@localhost/preview'), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  fs.writeFileSync(OPENAPI_FILE, serialiseDocument(buildOpenApiDocument(app)));
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
