// Local ports of the whole system (README "Quick start"); docker-compose.yml mirrors them.
const PORTS = { host: 3000, orders: 3001, menu: 3002, settings: 3003, embedEditor: 3004, reports: 3005, admin: 3006 };
const API_PORT = 4000;
module.exports = { PORTS, API_PORT };
