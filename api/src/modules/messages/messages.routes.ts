import { messagesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { MessagesService } from './messages.service';

/**
 * The outbox of SMS and e-mail about orders: the admin's list (filters, recipients partly masked)
 * and resend. At start the messages still owed by orders are recorded (a crash between an order's
 * write and its messages); the sender runs beside the requests until the API stops.
 */
export function messagesModule(ctx: AppContext, service: MessagesService): ApiModule {
  return {
    name: 'messages',
    ...mountRoutes(ctx.guards, messagesRoutes, {
      'GET /messages': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.list(query);
      },
      'POST /messages/:id/resend': ({ params }) => service.resend(params.id),
    }),
    init: async () => {
      const { takenBack, recorded } = await service.recoverAtStart();
      if (takenBack)
        ctx.logger.warn(
          { messages: takenBack },
          'messages claimed by a sender that stopped: they will be sent again',
        );
      if (recorded) ctx.logger.info({ messages: recorded }, 'messages owed by orders recorded at start');
    },
    background: {
      start: () => service.start(ctx.config.messages.sendIntervalSeconds),
      stop: () => service.stop(),
    },
  };
}
