import { handleRestRequest } from '@/server/api/rest/handler';

export const dynamic = 'force-dynamic';

export {
  handleRestRequest as GET,
  handleRestRequest as POST,
  handleRestRequest as PUT,
  handleRestRequest as PATCH,
  handleRestRequest as DELETE,
  handleRestRequest as HEAD,
  handleRestRequest as OPTIONS,
};
