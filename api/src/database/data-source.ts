// For the TypeORM CLI (`npx typeorm migration:show -d dist/database/data-source.js`, `migration:revert`).
// Migrations are written by hand: there are no entities to generate them from.
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to use the TypeORM CLI');
export default new DataSource(dataSourceOptions(config.databaseUrl));
