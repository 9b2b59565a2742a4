// Mounts the user lists on the list engine (table + download-csv each).
import type { FastifyPluginAsync } from 'fastify';
import { mountList } from '../../lists/index.js';
import { adminList, userList } from './users.list.js';

const adminListModule: FastifyPluginAsync = async (app) => {
  mountList(app, '/users/get-admins', adminList);
  mountList(app, '/users', userList);
};

export default adminListModule;
