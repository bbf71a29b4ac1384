import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the few Stripe endpoints the API calls, on loopback: the real SDK talks to it (form-encoded bodies,
 * `expand[]` in the query) and it keeps every object in memory. Tests act as Stripe's side would — a member paying on
 * the Checkout page, a renewal charged or declined, a subscription ended — and read the requests it received.
 */
type Json = Record<string, unknown>;
export interface StandInRequest {
  method: string;
  path: string;
  body: Json;
}

const day = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const intervalSeconds = (price: Json) =>
  (price.recurring as { interval: string }).interval === 'year' ? 365 * day : 30 * day;

/** `a[b][0][c]=v` → `{ a: { b: [{ c: 'v' }] } }`, as Stripe reads the SDK's bodies. */
export function parseStripeForm(text: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replaceAll(']', '').split('[');
    let node = result as Record<string, unknown>;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return result;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}
const missing = (id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

export async function startStripeStandIn() {
  const objects = new Map<string, Json>();
  const requests: StandInRequest[] = [];
  const control = {
    /** 'refuse': connections are cut (a network failure); 'error': Stripe answers 500. */
    outage: null as null | 'refuse' | 'error',
    /** Every charge made without the member present (a switch's proration) is declined. */
    declineCharges: false,
  };

  const get = (id: string) => {
    const found = objects.get(id);
    if (!found) throw missing(id);
    return found;
  };
  const put = (object: Json) => {
    objects.set(object.id as string, object);
    return object;
  };

  function invoiceFor(subscription: Json, reason: string, amount: number, isPaid: boolean) {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    return put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      billing_reason: reason,
      status: isPaid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: isPaid ? amount : 0,
      currency: (item.price as Json).currency,
      attempt_count: 1,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    });
  }

  /** The subscription as the API answers it, with the fields asked for in `expand[]` inlined. */
  function view(subscription: Json, expand: string[]): Json {
    const inline = (field: string) =>
      expand.includes(field) && typeof subscription[field] === 'string'
        ? get(subscription[field] as string)
        : subscription[field];
    return {
      ...subscription,
      latest_invoice: inline('latest_invoice'),
      default_payment_method: inline('default_payment_method'),
      schedule: inline('schedule'),
    };
  }

  function setPeriod(subscription: Json, start: number) {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    item.current_period_start = start;
    item.current_period_end = start + intervalSeconds(item.price as Json);
  }

  function updateSubscription(id: string, body: Json): Json {
    const subscription = get(id);
    if (body.cancel_at_period_end !== undefined && subscription.schedule) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        message: `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      });
    }
    if (body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    }
    const items = body.items as Json[] | undefined;
    if (items?.[0]?.price) {
      if (control.declineCharges && body.payment_behavior === 'error_if_incomplete') {
        throw new StripeFailure(402, {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        });
      }
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const price = get(items[0].price as string);
      const oldPrice = item.price as Json;
      const isNewInterval = intervalSeconds(price) !== intervalSeconds(oldPrice);
      item.price = price;
      // As Stripe does: a new interval restarts the period now, and always_invoice charges the difference at once.
      if (isNewInterval) setPeriod(subscription, nowSeconds());
      if (body.proration_behavior === 'always_invoice') {
        const credit = Math.round((oldPrice.unit_amount as number) * 0.99);
        const invoice = invoiceFor(
          subscription,
          'subscription_update',
          (price.unit_amount as number) - credit,
          true,
        );
        subscription.latest_invoice = invoice.id;
      }
    }
    return subscription;
  }

  function route(method: string, path: string, body: Json, expand: string[]): Json {
    const [, , resource, id, action] = path.split('/');
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST prices': {
        const product = put({ id: newId('prod'), object: 'product', ...(body.product_data as Json) });
        return put({
          id: newId('price'),
          object: 'price',
          product: product.id,
          unit_amount: Number(body.unit_amount),
          currency: body.currency,
          recurring: body.recurring,
          metadata: body.metadata ?? {},
        });
      }
      case 'POST customers':
        return put({
          id: newId('cus'),
          object: 'customer',
          email: body.email,
          metadata: body.metadata ?? {},
        });
      case 'POST checkout': {
        const session = newId('cs_test');
        return put({
          ...body,
          id: session,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${session}`,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
        });
      }
      case 'GET checkout/:id':
      case 'GET invoices/:id':
        return get(id!);
      case 'GET subscriptions/:id':
        return view(get(id!), expand);
      case 'POST subscriptions/:id':
        return view(updateSubscription(id!, body), expand);
      case 'DELETE subscriptions/:id': {
        // Cancelling now: Stripe stops collecting the subscription's open invoices too.
        const subscription = Object.assign(get(id!), { status: 'canceled', ended_at: nowSeconds() });
        return view(subscription, expand);
      }
      case 'POST subscription_schedules': {
        const subscription = get(body.from_subscription as string);
        const item = (subscription.items as { data: Json[] }).data[0]!;
        const schedule = put({
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          status: 'active',
          subscription: subscription.id,
          end_behavior: 'release',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: (item.price as Json).id, quantity: 1 }],
            },
          ],
        });
        subscription.schedule = schedule.id;
        return schedule;
      }
      case 'POST subscription_schedules/:id': {
        const schedule = get(id!);
        const phases = (body.phases as Json[]).map((phase) => ({
          start_date: Number(phase.start_date ?? 0),
          end_date: Number(phase.end_date ?? 0),
          items: phase.items,
        }));
        // A phase with a duration starts where the one before it ends.
        phases.forEach((phase, index) => {
          if (!phase.start_date && index > 0) phase.start_date = phases[index - 1]!.end_date;
        });
        return Object.assign(schedule, { phases, end_behavior: body.end_behavior });
      }
      case 'POST subscription_schedules/:id/release': {
        const schedule = get(id!);
        get(schedule.subscription as string).schedule = null;
        return Object.assign(schedule, { status: 'released' });
      }
      case 'POST billing_portal': {
        const session = newId('bps');
        return put({
          ...body,
          id: session,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${session}`,
        });
      }
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        });
    }
  }

  const server = http.createServer((request, response) => {
    if (control.outage === 'refuse') {
      request.socket.destroy();
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://stand-in');
      // `/v1/checkout/sessions` and `/v1/billing_portal/sessions` name one resource each.
      const path = url.pathname.replace(/\/(checkout|billing_portal)\/sessions/, '/$1');
      const body = parseStripeForm(text);
      const expand = (parseStripeForm(url.search.slice(1)).expand as string[] | undefined) ?? [];
      requests.push({ method: request.method!, path: url.pathname, body });
      let status = 200;
      let answer: Json;
      try {
        if (control.outage === 'error')
          throw new StripeFailure(500, { type: 'api_error', message: 'Stand-in outage' });
        answer = route(request.method!, path, body, expand);
      } catch (failure) {
        if (!(failure instanceof StripeFailure)) throw failure;
        status = failure.status;
        answer = { error: failure.body };
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    control,
    requests,
    /** Requests to one endpoint, oldest first: `('POST', '/v1/checkout/sessions')`. */
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    object: (id: string) => structuredClone(get(id)),

    /** The member pays on the Checkout page: a subscription, paid for its first period, with a card on file. */
    pay(sessionId: string, card = { brand: 'visa', last4: '4242' }) {
      const session = get(sessionId);
      const price = get((session.line_items as Json[])[0]!.price as string);
      const paymentMethod = put({ id: newId('pm'), object: 'payment_method', type: 'card', card });
      const start = nowSeconds();
      const subscription = put({
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
        default_payment_method: paymentMethod.id,
        schedule: null,
        items: {
          object: 'list',
          data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }],
        },
      });
      setPeriod(subscription, start);
      const invoice = invoiceFor(subscription, 'subscription_create', price.unit_amount as number, true);
      subscription.latest_invoice = invoice.id;
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return {
        session: structuredClone(session),
        subscription: structuredClone(subscription),
        invoice: structuredClone(invoice),
      };
    },

    /**
     * The period ends: Stripe moves the subscription to the next period and charges it; declined, the subscription
     * is past due and the invoice stays open for Stripe's retries.
     */
    renew(subscriptionId: string, { isPaid }: { isPaid: boolean }) {
      const subscription = get(subscriptionId);
      const item = (subscription.items as { data: Json[] }).data[0]!;
      setPeriod(subscription, item.current_period_end as number);
      subscription.status = isPaid ? 'active' : 'past_due';
      const invoice = invoiceFor(
        subscription,
        'subscription_cycle',
        (item.price as Json).unit_amount as number,
        isPaid,
      );
      subscription.latest_invoice = invoice.id;
      return structuredClone(invoice);
    },

    /** Changes an object as Stripe would on its own (a retry that went through, its retries giving up, the portal). */
    update(id: string, changes: Json) {
      return structuredClone(Object.assign(get(id), changes));
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
