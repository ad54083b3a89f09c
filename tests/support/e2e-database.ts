/**
 * Prepares the browser tests' database before the server starts: the regular migrations and
 * catalogue, plus 20 extra trips so that the services page has several pages, and one sold-out
 * trip. The server then adds the demo account as on any first start.
 */
import { openDatabase } from "../../server/db/client.ts";
import { seedCatalog } from "../../server/db/seed.ts";
import { addFishingTrips, addSoldOutTrip } from "./catalog-fixtures.ts";

const dataDir = process.argv[2] ?? "./data/e2e-0";
const database = await openDatabase({ dataDir, afterMigrate: seedCatalog });
await addFishingTrips(database.db, 20);
await addSoldOutTrip(database.db, new Date());
await database.close();
console.log(`e2e database ready in ${dataDir}`);
