/**
 * `node --import tsx journey-database.ts`: makes DATABASE_URL's database afresh (dropped first if an earlier run
 * left it) for the browser journeys' cluster, whose servers then migrate and seed it. The PostgreSQL server's own
 * `postgres` database is the maintenance connection.
 */
import { loadConfig } from '../config';
import { databaseUrlOn, onServer } from './database-server';

const target = loadConfig().databaseUrl;
if (!target) throw new Error('journey-database needs DATABASE_URL: the database to make afresh');
const databaseName = new URL(target).pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`not a plain database name: ${databaseName}`);
const maintenance = databaseUrlOn(target, 'postgres');
await onServer(maintenance, `drop database if exists ${databaseName} with (force)`);
await onServer(maintenance, `create database ${databaseName}`);
