// Used by the TypeORM CLI: `npx typeorm migration:generate -d dist/database/data-source.js`.
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to use the TypeORM CLI');
export default new DataSource(dataSourceOptions(config.databaseUrl));
