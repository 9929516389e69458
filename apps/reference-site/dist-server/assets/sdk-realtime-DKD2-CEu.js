import { atom, computed, onMount } from "nanostores";
import { c as callEndpoint, r as refundPayment, l as listPayments, f as purchasePremium, g as listPremiumPackages, h as cancelPremium, P as PAYMENT_FAILURE_MESSAGES, i as loadForOwner, j as readProfile, k as MSG_PREMIUM_CANCEL_FAILED, m as MSG_PREMIUM_INFO_FAILED, n as errorMessage, o as MSG_PAYMENT_URL_FAILED, U as URL_MAX, q as emptyMeansUnset, s as PageQuerySchema, I as IdSchema, N as NOTIFICATION_TITLE_MAX, t as tooLong, u as paged, e as endpoint, b as envelope, M as MessageEnvelopeSchema, a as IdParamsSchema, v as MSG_MARK_ALL_READ_FAILED, w as MSG_MARK_READ_FAILED, x as MSG_UNREAD_COUNT_FAILED, y as MSG_NOTIFICATIONS_LOAD_FAILED, Q as QueryBooleanSchema, z as sortKeySchema, B as SearchTextSchema, C as getUserInfo, D as MSG_MESSAGES_FAILED, E as MSG_SEND_MESSAGE_FAILED, G as ApiError, H as MSG_CONVERSATIONS_FAILED } from "./sdk-CEZq98YD.js";
import * as z from "zod/mini";
function createPremiumApi(client) {
  const { http } = client;
  return {
    cancel: async () => (await callEndpoint(http, cancelPremium, {})).message,
    packages: async () => (await callEndpoint(http, listPremiumPackages, {})).data,
    purchase: async (packageId) => (await callEndpoint(http, purchasePremium, { body: { package_id: packageId } })).data
  };
}
function createPaymentsAdminApi(client) {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listPayments, { query: params })).data,
    refund: async (id) => (await callEndpoint(http, refundPayment, { params: { id } })).message
  };
}
function mayChat(role, premium) {
  if (role === "employer" || role === "admin") return true;
  if (role !== "candidate") return false;
  return premium === null ? null : premium === "active";
}
const MSG_PREMIUM_EXPIRED = "Gói Premium của bạn đã hết hạn và đã được hủy tự động.";
function premiumState(profile, nowMs) {
  if (!profile?.is_premium || !profile.premium_expiry) return "none";
  const expiry = Date.parse(profile.premium_expiry);
  if (Number.isNaN(expiry)) return "none";
  return expiry > nowMs ? "active" : "expired";
}
function paymentFailureMessage(reason) {
  return reason && Object.hasOwn(PAYMENT_FAILURE_MESSAGES, reason) ? PAYMENT_FAILURE_MESSAGES[reason] : null;
}
function createAccountStore(client, options = {}) {
  const cancel = () => callEndpoint(client.http, cancelPremium, {});
  const { logger } = client;
  const $account = atom({ status: "idle" });
  async function load(current) {
    $account.set({ status: "loading", data: $account.get().data });
    let profile;
    let failedText = MSG_PREMIUM_INFO_FAILED;
    try {
      profile = await readProfile(client);
      if (current() && premiumState(profile, client.now()) === "expired") {
        failedText = MSG_PREMIUM_CANCEL_FAILED;
        await cancel();
        if (current()) notifyExpired();
        failedText = MSG_PREMIUM_INFO_FAILED;
        profile = await readProfile(client);
      }
      if (current()) $account.set({ status: "ready", data: profile });
    } catch (error) {
      if (!current()) return;
      logger.warn("profile / Premium check failed", error);
      $account.set({ status: "error", error, message: errorMessage(error, failedText), data: profile ?? $account.get().data });
    }
  }
  function notifyExpired() {
    try {
      options.onPremiumExpired?.();
    } catch (error) {
      logger.error("onPremiumExpired hook failed", error);
    }
  }
  const refresh = loadForOwner(client, $account, load);
  const $premium = computed($account, (state) => {
    if (state.data) return premiumState(state.data, client.now());
    return state.status === "error" ? "none" : null;
  });
  const $mayChat = computed(
    [client.$session, $premium],
    (session, premium) => mayChat(session.status === "authenticated" ? session.user.role : null, premium)
  );
  return { $account, $premium, $mayChat, refresh };
}
function createPremiumStore(client, account) {
  const api = createPremiumApi(client);
  const { logger } = client;
  const $packages = atom({ status: "idle" });
  async function load(isCurrent) {
    $packages.set({ status: "loading", data: $packages.get().data });
    try {
      const data = await api.packages();
      if (isCurrent()) $packages.set({ status: "ready", data });
    } catch (error) {
      if (!isCurrent()) return;
      logger.warn("Premium packages failed", error);
      $packages.set({ status: "error", error, message: errorMessage(error, MSG_PREMIUM_INFO_FAILED), data: $packages.get().data });
    }
  }
  let premiumKey;
  const followAccount = () => account.$account.listen((state) => {
    if (state.status !== "ready") return;
    const key = `${state.data.is_premium}:${state.data.premium_expiry ?? ""}`;
    const changed = premiumKey !== void 0 && premiumKey !== key;
    premiumKey = key;
    const shown = $packages.get().data;
    const disagrees = shown !== void 0 && shown.user_is_premium !== state.data.is_premium;
    if (changed || disagrees) void refresh();
  });
  const refresh = loadForOwner(client, $packages, load, followAccount);
  async function purchase(packageId) {
    try {
      return { ok: true, data: await api.purchase(packageId) };
    } catch (error) {
      logger.warn("Premium purchase failed", error);
      return { ok: false, message: errorMessage(error, MSG_PAYMENT_URL_FAILED), error };
    }
  }
  return { $packages, refresh, purchase };
}
function createEmitter(onError = (error) => void Promise.reject(error)) {
  const listeners = /* @__PURE__ */ new Set();
  return {
    emit(value) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          onError(error);
        }
      }
    },
    on(listener) {
      const wrapped = (value) => listener(value);
      listeners.add(wrapped);
      return () => void listeners.delete(wrapped);
    }
  };
}
function createRefCount(start) {
  let holders = 0;
  let stop;
  return () => {
    if (holders++ === 0) stop = start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders === 0) {
        const current = stop;
        stop = void 0;
        current?.();
      }
    };
  };
}
function electLeader(locks, name, callbacks) {
  let resigned = false;
  let release = () => {
  };
  const held = new Promise((resolve) => release = resolve);
  const queue = new AbortController();
  const ignore = () => {
  };
  const lead = (takeover) => {
    if (resigned) return void 0;
    callbacks.onLeader(takeover);
    return held;
  };
  locks.request(name, { ifAvailable: true }, (lock) => {
    if (lock) return lead(false);
    if (resigned) return void 0;
    callbacks.onFollower();
    locks.request(name, { signal: queue.signal }, () => lead(true)).catch(ignore);
    return void 0;
  }).catch(ignore);
  return {
    resign() {
      if (resigned) return;
      resigned = true;
      queue.abort();
      release();
    }
  };
}
function browserTabTransport() {
  const scope = globalThis;
  const locks = scope.navigator?.locks;
  const Channel = scope.BroadcastChannel;
  if (!locks || !Channel) return null;
  return { locks, openChannel: (name) => new Channel(name) };
}
function createOwnSocketLink(machine, local) {
  return {
    $state: machine.$state,
    connect: () => machine.start(),
    disconnect: () => machine.stop(),
    wake: () => machine.wake(),
    frame: (frame) => local.deliver(frame),
    resynced: () => local.resync(),
    shareReadChange() {
    }
  };
}
const isTabMessage = (data) => typeof data === "object" && data !== null && typeof data.t === "string";
const TAB_GROUP_PREFIX = "jobhub-realtime";
function createSharedSocketLink({ machine, transport, scope, local }) {
  const $state = atom("idle");
  let group = null;
  const post = (message) => group?.channel.postMessage(message);
  function lead(joined, takeover) {
    if (group !== joined) return;
    joined.role = "leader";
    joined.takeover = takeover;
    machine.start();
    joined.unmirror = machine.$state.subscribe((state) => {
      if (group !== joined) return;
      $state.set(state);
      joined.channel.postMessage({ t: "status", state });
      if (state !== "connected" || !joined.takeover) return;
      joined.takeover = false;
      local.resync();
      joined.channel.postMessage({ t: "resync" });
    });
  }
  function follow(joined) {
    if (group !== joined) return;
    joined.role = "follower";
    joined.channel.postMessage({ t: "hello" });
  }
  function receive(joined, message) {
    if (message.t === "read") {
      local.readChange(message.change);
      return;
    }
    if (joined.role === "leader") {
      if (message.t === "hello") post({ t: "status", state: machine.$state.get() });
      else if (message.t === "start") machine.start();
      else if (message.t === "wake") machine.wake();
      return;
    }
    if (message.t === "frame") local.deliver(message.frame);
    else if (message.t === "resync") local.resync();
    else if (message.t === "status") $state.set(message.state);
  }
  function join(user) {
    const name = `${TAB_GROUP_PREFIX}|${scope}|${user}`;
    const joined = { user, channel: transport.openChannel(name), election: void 0, role: "pending", takeover: false, unmirror: void 0 };
    group = joined;
    $state.set("connecting");
    joined.channel.onmessage = (event) => {
      if (group === joined && isTabMessage(event.data)) receive(joined, event.data);
    };
    joined.election = electLeader(transport.locks, name, {
      onLeader: (takeover) => lead(joined, takeover),
      onFollower: () => follow(joined)
    });
  }
  function leave() {
    const left = group;
    if (!left) return;
    group = null;
    left.unmirror?.();
    if (left.role === "leader") machine.stop();
    left.election?.resign();
    left.channel.close();
    $state.set("idle");
  }
  return {
    $state,
    connect(user) {
      if (group && group.user !== user) leave();
      if (!group) join(user);
      else if (group.role === "leader") machine.start();
      else post({ t: "start" });
    },
    disconnect: leave,
    wake() {
      if (group?.role === "leader") machine.wake();
      else post({ t: "wake" });
    },
    frame(frame) {
      local.deliver(frame);
      post({ t: "frame", frame });
    },
    resynced() {
      local.resync();
      post({ t: "resync" });
    },
    shareReadChange: (change) => post({ t: "read", change })
  };
}
const NOTIFICATION_TYPES = [
  "new_application",
  "cv_viewed",
  "application_withdrawn",
  "position_expired",
  "message_received",
  "system",
  "cv_status_changed",
  "job_applied",
  "interview_scheduled"
];
const NotificationTypeSchema = /* @__PURE__ */ z.enum(NOTIFICATION_TYPES, { error: "Loại thông báo không hợp lệ" });
const APPLICATION_NOTIFICATION_TYPES = ["new_application", "cv_viewed", "application_withdrawn"];
function isSameSitePath(value) {
  return (value === "/" || /^\/[^/\\]/.test(value)) && !/[\u0000-\u001f\u007f]/.test(value);
}
const SITE_LINK_MESSAGE = "Liên kết phải là một đường dẫn trong trang (bắt đầu bằng /)";
const LINK_TOO_LONG = /* @__PURE__ */ tooLong("Liên kết", URL_MAX);
const SiteLinkSchema = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(URL_MAX, LINK_TOO_LONG),
  z.refine((value) => value === "" || isSameSitePath(value), SITE_LINK_MESSAGE)
);
const ReceivedSiteLinkSchema = /* @__PURE__ */ z.nullable(z.string());
const NotificationSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  notification_type: z.string(),
  title: z.string(),
  message: z.string(),
  link: ReceivedSiteLinkSchema,
  object_id: z.nullable(z.number()),
  is_read: z.boolean(),
  created_at: z.string(),
  icon: z.nullable(z.string())
});
const NotificationPageSchema = /* @__PURE__ */ paged(NotificationSchema);
const NotificationListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    read: z.optional(z.stringbool({ error: "Giá trị phải là true hoặc false" })),
    type: z.optional(z.enum(["application", "system"], { error: "Bộ lọc không hợp lệ" }))
  })
);
const UnreadCountResponseSchema = /* @__PURE__ */ z.object({ status: z.number(), unread_count: z.number() });
const NOTIFICATION_MESSAGE_MAX = 2e3;
const TITLE_TOO_LONG = /* @__PURE__ */ tooLong("Tiêu đề", NOTIFICATION_TITLE_MAX);
const MESSAGE_TOO_LONG = `Nội dung tối đa ${NOTIFICATION_MESSAGE_MAX} ký tự`;
const NotificationTextFields = {
  title: /* @__PURE__ */ z.string({ error: "Vui lòng nhập tiêu đề" }).check(z.trim(), z.minLength(1, "Vui lòng nhập tiêu đề"), z.maxLength(NOTIFICATION_TITLE_MAX, TITLE_TOO_LONG)),
  message: /* @__PURE__ */ z.string({ error: "Vui lòng nhập nội dung" }).check(z.trim(), z.minLength(1, "Vui lòng nhập nội dung"), z.maxLength(NOTIFICATION_MESSAGE_MAX, MESSAGE_TOO_LONG)),
  link: /* @__PURE__ */ z.optional(z.nullable(SiteLinkSchema)),
  object_id: /* @__PURE__ */ z.optional(z.nullable(IdSchema))
};
const NotificationCreateBodySchema = /* @__PURE__ */ z.object({
  notification_type: NotificationTypeSchema,
  recipient_id: IdSchema,
  ...NotificationTextFields
});
const SystemNotificationCreateBodySchema = /* @__PURE__ */ z.object({
  notification_type: z.optional(z.literal("system")),
  recipient_id: z.optional(IdSchema),
  ...NotificationTextFields
});
const SystemNotificationCreatedSchema = /* @__PURE__ */ z.object({
  created: z.number(),
  notification: z.optional(NotificationSchema)
});
const ChatFrameSchema = /* @__PURE__ */ z.object({
  type: z.enum(["new_message", "chat_message"]),
  message_id: z.number(),
  sender_id: z.number(),
  recipient_id: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
  /** The `client_id` the sender gave the send, so the sending client replaces its optimistic message. */
  client_id: z.optional(z.string())
});
const NotificationFrameSchema = /* @__PURE__ */ z.extend(
  /* @__PURE__ */ z.omit(NotificationSchema, { notification_type: true, icon: true }),
  { type: z.string() }
);
const CONTROL_FRAME_TYPES = ["auth_required", "auth_success", "auth_fail", "pong"];
const NORMAL_CLOSE_CODE = 1e3;
const CHAT_FRAME_TYPES = ["new_message", "chat_message"];
function decodeFrame(data) {
  if (typeof data !== "string") return { frame: null, reason: "not a text frame" };
  let value;
  try {
    value = JSON.parse(data);
  } catch {
    return { frame: null, reason: "not JSON" };
  }
  const type = typeof value === "object" && value !== null ? value.type : void 0;
  if (typeof type !== "string") return { frame: null, reason: "no type" };
  if (CONTROL_FRAME_TYPES.includes(type)) {
    return { frame: { kind: "control", type } };
  }
  if (CHAT_FRAME_TYPES.includes(type)) {
    const result2 = z.safeParse(ChatFrameSchema, value);
    return result2.success ? { frame: { kind: "chat", frame: result2.data } } : { frame: null, reason: `invalid ${type} frame` };
  }
  const result = z.safeParse(NotificationFrameSchema, value);
  return result.success ? { frame: { kind: "notification", frame: result.data } } : { frame: null, reason: `invalid ${type} frame` };
}
const RECONNECT_DELAY_MS = 3e3;
const MAX_CONNECT_ATTEMPTS = 5;
const START_CHECK_DELAY_MS = 2e3;
const PREMIUM_CHECK_INTERVAL_MS = 3e4;
const CLIENT_PING_INTERVAL_MS = 3e4;
const PONG_TIMEOUT_MS = 1e4;
const SOCKET_TRANSITIONS = {
  idle: ["connecting", "stopped"],
  connecting: ["authenticating", "waiting", "stopped", "idle", "connecting"],
  authenticating: ["connected", "waiting", "stopped", "idle", "connecting"],
  connected: ["waiting", "stopped", "idle", "connecting"],
  waiting: ["connecting", "stopped", "idle"],
  stopped: ["connecting", "idle"]
};
const OPEN = 1;
function socketStatus(state) {
  if (state === "connected") return "connected";
  return state === "connecting" || state === "authenticating" ? "connecting" : "disconnected";
}
const PING_FRAME = { type: "ping" };
const PING = JSON.stringify(PING_FRAME);
function createSocketMachine(options) {
  const { timers, logger } = options;
  let machine = { name: "idle" };
  const $state = atom("idle");
  const $status = atom("disconnected");
  let startCheck;
  let intervals = [];
  function enter(next) {
    if (!SOCKET_TRANSITIONS[machine.name].includes(next.name)) {
      logger.error(`realtime: refused transition ${machine.name} → ${next.name}`);
      return;
    }
    leave(machine);
    machine = next;
    $state.set(next.name);
    $status.set(socketStatus(next.name));
  }
  function leave(state) {
    if (state.name === "waiting") timers.clearTimeout(state.timer);
    if (state.name === "connected" && state.pongTimer !== void 0) timers.clearTimeout(state.pongTimer);
  }
  const attemptOf = (state) => state.name === "idle" ? { failures: 0, url: 0, resync: false } : { failures: state.failures, url: state.url, resync: state.resync };
  function drop(socket) {
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(NORMAL_CLOSE_CODE);
    } catch (error) {
      logger.debug("socket close failed", error);
    }
  }
  const socketOf = (state) => "socket" in state ? state.socket ?? void 0 : void 0;
  const current = (socket) => socketOf(machine) === socket;
  function failure(reason) {
    const attempt = attemptOf(machine);
    const opened = machine.name !== "connecting";
    drop(socketOf(machine));
    const failures = attempt.failures + 1;
    const url = opened ? attempt.url : (attempt.url + 1) % Math.max(options.urls.length, 1);
    const next = { failures, url, resync: attempt.resync };
    if (failures >= MAX_CONNECT_ATTEMPTS) {
      logger.warn(`realtime: ${reason}; giving up after ${failures} attempts`);
      enter({ name: "stopped", reason: "gave_up", ...next });
      return;
    }
    logger.debug(`realtime: ${reason}; reconnecting in ${RECONNECT_DELAY_MS} ms`);
    enter({ name: "waiting", timer: timers.setTimeout(() => open(next), RECONNECT_DELAY_MS), ...next });
  }
  function stopWith(reason) {
    drop(socketOf(machine));
    enter({ name: "stopped", reason, ...attemptOf(machine) });
  }
  async function authenticate(socket) {
    let token;
    try {
      token = await options.getToken();
    } catch (error) {
      if (!current(socket)) return;
      logger.debug("realtime: no token for the socket", error);
      failure("token unavailable");
      return;
    }
    if (!current(socket)) return;
    if (!token) {
      halt();
      return;
    }
    if (socket.readyState !== OPEN) return;
    const frame = { type: "authenticate", token };
    socket.send(JSON.stringify(frame));
  }
  function ping() {
    const state = machine;
    if (state.name !== "connected" || state.pongTimer !== void 0) return;
    state.socket.send(PING);
    state.pongTimer = timers.setTimeout(() => {
      if (machine !== state) return;
      logger.debug(`realtime: no pong within ${PONG_TIMEOUT_MS} ms; reconnecting`);
      state.pongTimer = void 0;
      open(attemptOf(state));
    }, PONG_TIMEOUT_MS);
  }
  function onMessage(socket, data) {
    const decoded = decodeFrame(data);
    if (!decoded.frame) {
      logger.debug(`realtime: dropped a frame (${decoded.reason})`);
      return;
    }
    const { frame } = decoded;
    if (frame.kind !== "control") {
      options.onFrame(frame);
      return;
    }
    const state = machine;
    if (frame.type === "pong") {
      if (state.name === "connected" && state.pongTimer !== void 0) {
        timers.clearTimeout(state.pongTimer);
        state.pongTimer = void 0;
      }
    } else if (frame.type === "auth_required") void authenticate(socket);
    else if (frame.type === "auth_success") {
      if (state.name !== "authenticating") return;
      enter({ name: "connected", socket, pongTimer: void 0, failures: 0, url: state.url, resync: true });
      if (state.resync) options.onResync();
    } else {
      logger.warn("realtime: authentication refused; not reconnecting");
      stopWith("auth_fail");
    }
  }
  function open(attempt) {
    drop(socketOf(machine));
    const url = options.urls[attempt.url];
    if (url === void 0) {
      logger.warn("realtime: no socket URL (set baseUrl)");
      enter({ name: "stopped", reason: "no_url", ...attempt });
      return;
    }
    let socket;
    try {
      socket = new options.WebSocket(url);
    } catch (error) {
      logger.debug("realtime: socket constructor failed", error);
      enter({ name: "connecting", socket: null, ...attempt });
      failure("cannot open the socket");
      return;
    }
    enter({ name: "connecting", socket, ...attempt });
    socket.onopen = () => {
      if (!current(socket) || machine.name !== "connecting") return;
      enter({ name: "authenticating", socket, ...attemptOf(machine) });
      void authenticate(socket);
    };
    socket.onmessage = (event) => {
      if (current(socket)) onMessage(socket, event.data);
    };
    socket.onerror = () => {
      if (current(socket)) failure("socket error");
    };
    socket.onclose = (event) => {
      if (!current(socket)) return;
      if (event.code !== NORMAL_CLOSE_CODE) failure(`closed with code ${event.code}`);
      else enter({ name: "stopped", reason: "server_closed", ...attemptOf(machine) });
    };
  }
  function halt() {
    if (startCheck !== void 0) timers.clearTimeout(startCheck);
    for (const interval of intervals) timers.clearInterval(interval);
    startCheck = void 0;
    intervals = [];
    drop(socketOf(machine));
    enter({ name: "idle" });
  }
  const fatal = () => machine.name === "stopped" && machine.reason === "auth_fail";
  const reopen = () => open({ ...attemptOf(machine), failures: 0 });
  function check() {
    const name = machine.name;
    if (name === "idle" || fatal() || name === "connected" || name === "waiting") return;
    reopen();
  }
  return {
    $state,
    $status,
    start() {
      if (machine.name === "connecting" || machine.name === "authenticating" || machine.name === "connected") {
        machine.failures = 0;
        return;
      }
      const wasIdle = machine.name === "idle";
      reopen();
      if (!wasIdle) return;
      startCheck = timers.setTimeout(() => {
        startCheck = void 0;
        check();
      }, START_CHECK_DELAY_MS);
      intervals = [
        timers.setInterval(() => {
          if (options.isPremium?.()) check();
        }, PREMIUM_CHECK_INTERVAL_MS),
        timers.setInterval(ping, CLIENT_PING_INTERVAL_MS)
      ];
    },
    stop() {
      if (machine.name !== "idle") halt();
    },
    wake() {
      const name = machine.name;
      if (name === "idle" || fatal() || name === "connecting" || name === "authenticating" || name === "connected") return;
      reopen();
    }
  };
}
const REALTIME_PATH = "/api/ws/notifications/";
const REALTIME_FALLBACK_PATH = "/ws/notifications/";
function socketUrls(baseUrl, origin) {
  const base = (baseUrl.trim() || origin || "").replace(/\/+$/, "");
  const match = /^(?:http|ws)(s?):\/\/(.+)$/i.exec(base);
  if (!match) return [];
  const root = `ws${String(match[1]).toLowerCase()}://${match[2]}`;
  return [`${root}${REALTIME_PATH}`, `${root}${REALTIME_FALLBACK_PATH}`];
}
const browserWakeEvents = (wake) => {
  const target = globalThis;
  const doc = target.document;
  const onOnline = () => wake();
  const onVisibility = () => {
    if (doc?.visibilityState === "visible") wake();
  };
  target.addEventListener?.("online", onOnline);
  doc?.addEventListener("visibilitychange", onVisibility);
  return () => {
    target.removeEventListener?.("online", onOnline);
    doc?.removeEventListener("visibilitychange", onVisibility);
  };
};
function createRealtime(client, options = {}) {
  const { logger, $session } = client;
  const notifications = createEmitter((error) => logger.error("notification listener failed", error));
  const chat = createEmitter((error) => logger.error("chat listener failed", error));
  const resync = createEmitter((error) => logger.error("resync listener failed", error));
  const readChanges = createEmitter((error) => logger.error("read change listener failed", error));
  const urls = options.urls ?? socketUrls(client.baseUrl, globalThis.location?.origin);
  const machine = createSocketMachine({
    urls,
    WebSocket: options.WebSocket ?? globalThis.WebSocket,
    timers: client.timers,
    logger,
    isPremium: options.isPremium,
    async getToken() {
      const result = await client.checkToken();
      if (result === "anonymous" || result === "logged_out") return null;
      if (result === "unavailable") throw new Error("token refresh unavailable");
      return client.http.tokens.getAccess();
    },
    onFrame: (frame) => link.frame(frame),
    onResync: () => link.resynced()
  });
  const local = {
    deliver(frame) {
      if (frame.kind === "chat") chat.emit(frame.frame);
      else notifications.emit(frame.frame);
    },
    resync: () => resync.emit(),
    readChange: (change) => readChanges.emit(change)
  };
  const transport = options.tabs === void 0 ? browserTabTransport() : options.tabs;
  const link = transport ? createSharedSocketLink({ machine, transport, scope: urls[0] ?? client.baseUrl, local }) : createOwnSocketLink(machine, local);
  const $status = computed(link.$state, socketStatus);
  const userKey = () => {
    const session = $session.get();
    return session.status === "authenticated" && session.user.is_active ? String(session.user.user_id) : "";
  };
  const acquire = createRefCount(() => {
    let current = "";
    const unsubscribe = $session.subscribe(() => {
      const next = userKey();
      if (next === current) return;
      if (current) link.disconnect();
      current = next;
      if (next) link.connect(next);
    });
    const unwake = (options.events ?? browserWakeEvents)(() => link.wake());
    return () => {
      unsubscribe();
      unwake();
      link.disconnect();
    };
  });
  onMount($status, () => acquire());
  const hold = (listen) => (listener) => {
    const off = listen(listener);
    const release = acquire();
    return () => {
      off();
      release();
    };
  };
  return {
    $status,
    $state: link.$state,
    connect() {
      const user = userKey();
      if (user) link.connect(user);
    },
    disconnect: () => link.disconnect(),
    onNotification: hold(notifications.on),
    onChatMessage: hold(chat.on),
    onResync: hold(resync.on),
    onReadChange: hold(readChanges.on),
    shareReadChange: (change) => link.shareReadChange(change)
  };
}
const NotificationEnvelopeSchema = /* @__PURE__ */ envelope(NotificationSchema);
const listNotifications = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/notifications/",
  query: NotificationListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(NotificationPageSchema) }
});
const countUnreadNotifications = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/notifications/unread-count/",
  responses: { 200: UnreadCountResponseSchema }
});
const markAllNotificationsRead = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/notifications/mark-all-as-read/",
  responses: { 200: MessageEnvelopeSchema }
});
const createNotification = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/notifications/create/",
  body: NotificationCreateBodySchema,
  responses: { 200: NotificationEnvelopeSchema, 201: NotificationEnvelopeSchema }
});
const createSystemNotification = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/notifications/create-system/",
  body: SystemNotificationCreateBodySchema,
  responses: { 201: /* @__PURE__ */ envelope(SystemNotificationCreatedSchema) }
});
const getNotification = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/notifications/:id/",
  params: IdParamsSchema,
  responses: { 200: NotificationEnvelopeSchema }
});
const markNotificationRead = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/notifications/:id/read/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
function createNotificationsApi(client) {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listNotifications, { query: params })).data,
    get: async (id) => (await callEndpoint(http, getNotification, { params: { id } })).data,
    unreadCount: async () => (await callEndpoint(http, countUnreadNotifications, {})).unread_count,
    markRead: async (id) => (await callEndpoint(http, markNotificationRead, { params: { id } })).message,
    markAllRead: async () => (await callEndpoint(http, markAllNotificationsRead, {})).message,
    create: async (body) => (await callEndpoint(http, createNotification, { body })).data,
    createSystem: async (body) => (await callEndpoint(http, createSystemNotification, { body })).data
  };
}
const NOTIFICATION_PAGE_SIZE = 10;
const NOTIFICATION_FILTERS = ["all", "unread", "applications", "system"];
function notificationFilterQuery(filter) {
  switch (filter) {
    case "unread":
      return { read: "false" };
    case "applications":
      return { type: "application" };
    case "system":
      return { type: "system" };
    default:
      return {};
  }
}
function notificationMatchesFilter(notification, filter) {
  switch (filter) {
    case "unread":
      return !notification.is_read;
    case "applications":
      return APPLICATION_NOTIFICATION_TYPES.includes(notification.notification_type);
    case "system":
      return notification.notification_type === "system";
    default:
      return true;
  }
}
function fromFrame$1(frame) {
  const { type, ...rest } = frame;
  return { ...rest, notification_type: type, icon: null };
}
function createNotificationsStore(client, realtime) {
  const api = createNotificationsApi(client);
  const $items = atom([]);
  const $unreadCount = atom(0);
  const $state = atom({ status: "idle" });
  const $filter = atom("all");
  const $page = atom(0);
  const $hasMore = atom(false);
  let sequence = 0;
  let dropdownOpen = false;
  const pushedDuringLoad = /* @__PURE__ */ new Set();
  const setCount = (count) => $unreadCount.set(Math.max(0, count));
  const setItem = (id, isRead) => $items.set($items.get().map((item) => item.id === id ? { ...item, is_read: isRead } : item));
  async function loadPage(page, merge) {
    const id = ++sequence;
    if (merge === "replace") pushedDuringLoad.clear();
    $state.set({ status: "loading" });
    try {
      const data = await api.list({ page, page_size: NOTIFICATION_PAGE_SIZE, ...notificationFilterQuery($filter.get()) });
      if (id !== sequence) return;
      const current = merge === "replace" ? $items.get().filter((item) => pushedDuringLoad.has(item.id)) : $items.get();
      if (merge === "replace") pushedDuringLoad.clear();
      const known = new Set(current.map((item) => item.id));
      const fresh = data.results.filter((item) => !known.has(item.id));
      $items.set(merge === "prepend" ? [...fresh, ...current] : [...current, ...fresh]);
      if (merge !== "prepend") {
        $page.set(data.page);
        $hasMore.set(data.page < data.total_pages);
      }
      $state.set({ status: "ready", data: void 0 });
    } catch (error) {
      if (id === sequence) $state.set({ status: "error", message: errorMessage(error, MSG_NOTIFICATIONS_LOAD_FAILED), error });
    }
  }
  async function refreshUnreadCount() {
    try {
      setCount(await api.unreadCount());
      return { ok: true };
    } catch (error) {
      client.logger.warn("unread notification count failed", error);
      return { ok: false, message: errorMessage(error, MSG_UNREAD_COUNT_FAILED), error };
    }
  }
  const loadFirstPage = () => loadPage(1, "replace");
  const loaded = () => $state.get().status !== "idle";
  function onNotification(frame) {
    void refreshUnreadCount();
    const item = fromFrame$1(frame);
    const items = $items.get();
    if (notificationMatchesFilter(item, $filter.get()) && !items.some((known) => known.id === item.id)) {
      $items.set([item, ...items]);
      if ($state.get().status === "loading") pushedDuringLoad.add(item.id);
    }
    if (!dropdownOpen && loaded()) void loadFirstPage();
  }
  function onResync() {
    void refreshUnreadCount();
    if (!loaded()) return;
    void (dropdownOpen ? loadPage(1, "prepend") : loadFirstPage());
  }
  function onReadChange(change) {
    if (change.kind === "notification") setItem(change.id, true);
    else if (change.kind === "all-notifications") $items.set($items.get().map((item) => item.is_read ? item : { ...item, is_read: true }));
    else return;
    void refreshUnreadCount();
  }
  const listen = createRefCount(() => {
    const offNotification = realtime.onNotification(onNotification);
    const offResync = realtime.onResync(onResync);
    const offReadChange = realtime.onReadChange(onReadChange);
    return () => {
      offNotification();
      offResync();
      offReadChange();
    };
  });
  onMount($unreadCount, () => {
    void refreshUnreadCount();
    return listen();
  });
  onMount($items, () => listen());
  return {
    $items,
    $unreadCount,
    $state,
    $filter,
    $page,
    $hasMore,
    loadFirstPage,
    async loadMore() {
      if (!$hasMore.get() || $state.get().status === "loading") return;
      await loadPage($page.get() + 1, "append");
    },
    async setFilter(filter) {
      $filter.set(filter);
      $items.set([]);
      $page.set(0);
      $hasMore.set(false);
      await loadFirstPage();
    },
    async markRead(id) {
      const item = $items.get().find((candidate) => candidate.id === id);
      if (item?.is_read) return { ok: true };
      if (item) {
        setItem(id, true);
        setCount($unreadCount.get() - 1);
      }
      try {
        await api.markRead(id);
        realtime.shareReadChange({ kind: "notification", id });
        if (!item) await refreshUnreadCount();
        return { ok: true };
      } catch (error) {
        if (item) {
          setItem(id, false);
          setCount($unreadCount.get() + 1);
        }
        return { ok: false, message: errorMessage(error, MSG_MARK_READ_FAILED), error };
      }
    },
    async markAllRead() {
      const items = $items.get();
      const count = $unreadCount.get();
      $items.set(items.map((item) => item.is_read ? item : { ...item, is_read: true }));
      setCount(0);
      try {
        await api.markAllRead();
        realtime.shareReadChange({ kind: "all-notifications" });
        return { ok: true };
      } catch (error) {
        $items.set(items);
        setCount(count);
        return { ok: false, message: errorMessage(error, MSG_MARK_ALL_READ_FAILED), error };
      }
    },
    refreshUnreadCount,
    setDropdownOpen(open) {
      dropdownOpen = open;
      if (open && $page.get() === 0 && $state.get().status !== "loading") void loadFirstPage();
    }
  };
}
const MessageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  sender: z.number(),
  recipient: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string()))
});
const MessagePageSchema = /* @__PURE__ */ z.object({
  results: z.array(MessageSchema),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
  page_size: z.number()
});
const MESSAGE_PAGE_SIZE_DEFAULT = 30;
const MessageListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({
    user_id: IdSchema,
    page: z._default(z.coerce.number().check(z.int("Trang phải là số nguyên"), z.minimum(1, "Trang phải từ 1 trở lên")), 1),
    page_size: z._default(
      z.coerce.number().check(z.int("Số mục mỗi trang phải là số nguyên"), z.minimum(1, "Số mục mỗi trang phải từ 1 trở lên"), z.maximum(100, "Số mục mỗi trang tối đa là 100")),
      MESSAGE_PAGE_SIZE_DEFAULT
    ),
    ordering: z._default(sortKeySchema(["-created_at", "created_at"], "Thứ tự không hợp lệ"), "-created_at"),
    /** Catch-up after a reconnect: only messages with a larger id, oldest first (API.md). */
    after_id: z.optional(IdSchema)
  })
);
const MESSAGE_CONTENT_MAX = 2e3;
const CONTENT_TOO_LONG = `Tin nhắn tối đa ${MESSAGE_CONTENT_MAX} ký tự`;
const CLIENT_ID_MAX = 64;
const MSG_BAD_CLIENT_ID = "Mã tin nhắn không hợp lệ";
const ClientIdSchema = /* @__PURE__ */ z.string({ error: MSG_BAD_CLIENT_ID }).check(z.maxLength(CLIENT_ID_MAX, MSG_BAD_CLIENT_ID), z.regex(/^[\w-]+$/, MSG_BAD_CLIENT_ID));
const SendMessageBodySchema = /* @__PURE__ */ z.object({
  recipient: IdSchema,
  content: z.string({ error: "Vui lòng nhập tin nhắn" }).check(
    z.trim(),
    z.minLength(1, "Vui lòng nhập tin nhắn"),
    z.maxLength(MESSAGE_CONTENT_MAX, CONTENT_TOO_LONG)
  ),
  sender: z.optional(z.unknown()),
  client_id: z.optional(ClientIdSchema)
});
const SentMessageSchema = /* @__PURE__ */ z.extend(MessageSchema, { client_id: z.optional(z.string()) });
const LatestMessagesQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.object({ separate_by_user: QueryBooleanSchema }));
const LatestMessageSchema = /* @__PURE__ */ z.extend(MessageSchema, { conversation_partner_id: z.number() });
const MessageReadSchema = /* @__PURE__ */ z.object({ message_id: z.number(), marked: z.number() });
const ConversationSchema = /* @__PURE__ */ z.object({
  /** The other participant. */
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  last_message: MessageSchema,
  unread_count: z.number(),
  /**
   * SPEC §3's conversation (sender and recipient user ids: those of the last message) and the
   * other participant again, for clients of the original API; optional as the SDK builds rows
   * from socket frames too.
   */
  sender: z.optional(z.number()),
  recipient: z.optional(z.number()),
  conversation_partner_id: z.optional(z.number())
});
const UnreadMessagesSchema = /* @__PURE__ */ z.object({ total: z.number(), results: z.array(MessageSchema) });
const ChatContactSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  /** The employer's company, for an employer (null for a candidate). */
  company_name: z.nullable(z.string()),
  /** The post of the latest application between the two. */
  post_title: z.string(),
  /** When that application was sent (ISO 8601). */
  applied_at: z.string()
});
const ChatContactPageSchema = /* @__PURE__ */ paged(ChatContactSchema);
const ChatContactsQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.extend(PageQuerySchema, { q: SearchTextSchema }));
const ConversationListSchema = /* @__PURE__ */ z.array(ConversationSchema);
const listConversations = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/conversations/",
  responses: { 200: /* @__PURE__ */ envelope(ConversationListSchema) }
});
const listChatContacts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/conversations/contacts/",
  query: ChatContactsQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(ChatContactPageSchema) }
});
const listMessages = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/messages/",
  query: MessageListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(MessagePageSchema) }
});
const listLatestMessages = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/messages/latest/",
  query: LatestMessagesQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.union([ConversationListSchema, /* @__PURE__ */ z.array(LatestMessageSchema)])) }
});
const sendMessage = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/messages/send/",
  body: SendMessageBodySchema,
  responses: { 201: /* @__PURE__ */ envelope(SentMessageSchema) }
});
const listUnreadMessages = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/messages/unread/",
  responses: { 200: /* @__PURE__ */ envelope(UnreadMessagesSchema) }
});
const markMessageRead = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/messages/:id/read/",
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(MessageReadSchema) }
});
function createChatApi(client) {
  const { http } = client;
  return {
    conversations: async () => (await callEndpoint(http, listConversations, {})).data,
    contacts: async (params = {}) => (await callEndpoint(http, listChatContacts, { query: params })).data,
    messages: async (params) => (await callEndpoint(http, listMessages, { query: { ordering: "-created_at", ...params } })).data,
    async latest() {
      const { data } = await callEndpoint(http, listLatestMessages, { query: { separate_by_user: "true" } });
      return data;
    },
    send: async (recipient, content, { sender, clientId } = {}) => (await callEndpoint(http, sendMessage, { body: { recipient, content, sender, client_id: clientId } })).data,
    unread: async () => (await callEndpoint(http, listUnreadMessages, {})).data,
    markRead: async (messageId) => void await callEndpoint(http, markMessageRead, { params: { id: messageId } }),
    userInfo: async (userId) => (await callEndpoint(http, getUserInfo, { params: { id: userId } })).data
  };
}
const RANDOM_ID_BYTES = 16;
function randomId() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
const NEW_MESSAGE_TOAST_TITLE = "Tin nhắn mới";
const MESSAGE_TOAST_PREVIEW_CHARS = 30;
const OWN_MESSAGE_PREFIX = "Bạn: ";
const MSG_CHAT_PREMIUM_REQUIRED = "Tính năng nhắn tin chỉ dành cho người dùng Premium...";
function truncateText(text, max) {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : text;
}
function newMessageToast(message) {
  return {
    title: NEW_MESSAGE_TOAST_TITLE,
    content: truncateText(message.content, MESSAGE_TOAST_PREVIEW_CHARS),
    link: `/messages?user=${message.sender_id}`
  };
}
function conversationPreview(message, userId, ownPrefix = OWN_MESSAGE_PREFIX) {
  return message.sender === userId ? `${ownPrefix}${message.content}` : message.content;
}
function otherUserPlaceholder(userId) {
  return `Người dùng #${userId}`;
}
const MAX_CHAT_WINDOWS = 3;
const CHAT_WINDOW_OFFSET_PX = 336;
const LOAD_OLDER_THRESHOLD_PX = 20;
const SCROLL_TO_BOTTOM_DELAY_MS = 100;
function openChatWindow(windows, userId, max = MAX_CHAT_WINDOWS) {
  const rest = windows.filter((window) => window.userId !== userId);
  return [{ userId, minimised: false }, ...rest].slice(0, max);
}
function closeChatWindow(windows, userId) {
  return windows.some((window) => window.userId === userId) ? windows.filter((window) => window.userId !== userId) : windows;
}
function minimiseChatWindow(windows, userId, minimised) {
  if (!windows.some((window) => window.userId === userId)) return windows;
  return windows.map((window) => window.userId === userId ? { ...window, minimised: minimised ?? !window.minimised } : window);
}
function chatWindowOffsetPx(index) {
  return index * CHAT_WINDOW_OFFSET_PX;
}
function shouldLoadOlder(scrollTop) {
  return scrollTop <= LOAD_OLDER_THRESHOLD_PX;
}
const CHAT_PAGE_SIZE = 20;
const CHAT_REFRESH_PAGES = 2;
const UNREAD_MESSAGES_POLL_MS = 3e4;
const CATCH_UP_PAGE_SIZE = 100;
function fromFrame(frame) {
  return {
    id: frame.message_id,
    sender: frame.sender_id,
    recipient: frame.recipient_id,
    content: frame.content,
    is_read: frame.is_read,
    created_at: frame.created_at,
    recipient_fullname: frame.recipient_fullname,
    sender_fullname: frame.sender_fullname ?? null,
    ...frame.client_id === void 0 ? {} : { client_id: frame.client_id }
  };
}
function echoKey(message) {
  return message.client_id === void 0 ? void 0 : `${message.sender}:${message.client_id}`;
}
function mergeMessages(current, incoming) {
  const echoed = /* @__PURE__ */ new Set();
  for (const message of incoming) {
    const key = echoKey(message);
    if (key !== void 0 && !message.pending) echoed.add(key);
  }
  const byId = /* @__PURE__ */ new Map();
  for (const message of [...current, ...incoming]) {
    const key = echoKey(message);
    if (message.pending && key !== void 0 && echoed.has(key)) continue;
    byId.set(message.id, message);
  }
  const all = [...byId.values()];
  const server = all.filter((message) => !message.pending).sort((a, b) => a.id - b.id);
  const pending = all.filter((message) => message.pending).sort((a, b) => b.id - a.id);
  return [...server, ...pending];
}
const EMPTY_THREAD = { messages: [], state: { status: "idle" }, page: 0, hasMore: false };
function createChatStore(client, realtime, account, options = {}) {
  const api = createChatApi(client);
  const newClientId = options.clientId ?? randomId;
  const { logger } = client;
  const $conversations = atom([]);
  const $conversationsState = atom({ status: "idle" });
  const $unreadTotal = atom(0);
  const $users = atom({});
  const $windows = atom([]);
  const threads = /* @__PURE__ */ new Map();
  const userRequests = /* @__PURE__ */ new Map();
  let openConversation = null;
  let optimisticId = 0;
  const seen = /* @__PURE__ */ new Set();
  const me = () => {
    const session = client.$session.get();
    return session.status === "authenticated" ? session.user.user_id : null;
  };
  const setUnread = (total) => $unreadTotal.set(Math.max(0, total));
  const patchThread = (userId, patch) => {
    const $thread = threads.get(userId);
    if ($thread) $thread.set({ ...$thread.get(), ...patch($thread.get()) });
  };
  function touchConversation(userId, message, unreadDelta, name) {
    const list = $conversations.get();
    const existing = list.find((conversation) => conversation.user_id === userId);
    const known = $users.get()[userId];
    if (existing && existing.last_message.id >= message.id) {
      if (unreadDelta === 0) return;
      const counted = { ...existing, unread_count: Math.max(0, existing.unread_count + unreadDelta) };
      $conversations.set(list.map((conversation) => conversation === existing ? counted : conversation));
      return;
    }
    const row = existing ? { ...existing, last_message: message, unread_count: Math.max(0, existing.unread_count + unreadDelta) } : {
      user_id: userId,
      fullname: name || known?.fullname || otherUserPlaceholder(userId),
      avatar: known?.avatar ?? null,
      role: "",
      last_message: message,
      unread_count: Math.max(0, unreadDelta)
    };
    $conversations.set([row, ...list.filter((conversation) => conversation !== existing)]);
  }
  async function fetchPage(userId, page) {
    try {
      return await api.messages({ user_id: userId, page, page_size: CHAT_PAGE_SIZE });
    } catch (error) {
      logger.warn(`messages page ${page} with user ${userId} failed; using an empty page`, error);
      return null;
    }
  }
  function thread(userId) {
    let $thread = threads.get(userId);
    if (!$thread) {
      const created = atom(EMPTY_THREAD);
      threads.set(userId, created);
      onMount(created, () => {
        if (created.get().state.status === "idle") void loadMessages(userId);
        return listen();
      });
      $thread = created;
    }
    return $thread;
  }
  async function loadMessages(userId) {
    const $thread = thread(userId);
    patchThread(userId, () => ({ state: { status: "loading" } }));
    const pages = [await fetchPage(userId, 1)];
    const first = pages[0];
    if (!first || first.total_pages >= CHAT_REFRESH_PAGES) pages.push(await fetchPage(userId, 2));
    const fetched = pages.flatMap((page) => page?.results ?? []);
    const totalPages = Math.max(0, ...pages.map((page) => page?.total_pages ?? 0));
    const failed = pages.every((page) => page === null);
    $thread.set({
      messages: mergeMessages($thread.get().messages, fetched),
      page: pages.length,
      hasMore: pages.length < totalPages,
      state: failed ? { status: "error", message: MSG_MESSAGES_FAILED, error: null } : { status: "ready", data: void 0 }
    });
    if (openConversation === userId) markConversationRead(userId);
  }
  async function loadOlder(userId) {
    const current = thread(userId).get();
    if (!current.hasMore || current.state.status === "loading") return;
    patchThread(userId, () => ({ state: { status: "loading" } }));
    const page = await fetchPage(userId, current.page + 1);
    patchThread(userId, (latest) => ({
      messages: mergeMessages(latest.messages, page?.results ?? []),
      page: page ? current.page + 1 : current.page,
      hasMore: page ? current.page + 1 < page.total_pages : latest.hasMore,
      state: page ? { status: "ready", data: void 0 } : { status: "error", message: MSG_MESSAGES_FAILED, error: null }
    }));
  }
  async function markMessageRead2(messageId, otherUserId, counted) {
    patchThread(otherUserId, (latest) => ({
      messages: latest.messages.map((message) => message.id === messageId ? { ...message, is_read: true } : message)
    }));
    if (counted) {
      setUnread($unreadTotal.get() - 1);
      $conversations.set(
        $conversations.get().map(
          (row) => row.user_id === otherUserId ? { ...row, unread_count: Math.max(0, row.unread_count - 1) } : row
        )
      );
    }
    try {
      await api.markRead(messageId);
      realtime.shareReadChange({ kind: "message", id: messageId, otherUserId });
      return { ok: true };
    } catch (error) {
      logger.warn("marking a message read failed", error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }
  function markConversationRead(userId) {
    const self = me();
    for (const message of threads.get(userId)?.get().messages ?? []) {
      if (message.recipient === self && !message.is_read && !message.pending) void markMessageRead2(message.id, userId, true);
    }
  }
  function receive(message, name) {
    const self = me();
    if (self === null) return;
    const other = message.sender === self ? message.recipient : message.sender;
    const $thread = threads.get(other);
    if ($thread?.get().messages.some((known) => known.id === message.id)) return;
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const incomingUnread = message.recipient === self && !message.is_read;
    const autoRead = incomingUnread && openConversation === other;
    if ($thread) $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [message]) });
    touchConversation(other, message, incomingUnread && !autoRead ? 1 : 0, name);
    if (autoRead) void markMessageRead2(message.id, other, false);
    else if (incomingUnread) setUnread($unreadTotal.get() + 1);
  }
  function onChatMessage(frame) {
    const self = me();
    const message = fromFrame(frame);
    receive(message, message.sender === self ? frame.recipient_fullname : frame.sender_fullname);
  }
  async function catchUp(userId) {
    const messages = threads.get(userId)?.get().messages.filter((message) => !message.pending) ?? [];
    const last = messages.at(-1);
    if (!last) return;
    try {
      const page = await api.messages({ user_id: userId, after_id: last.id, ordering: "created_at", page_size: CATCH_UP_PAGE_SIZE });
      for (const message of page.results) receive(message);
    } catch (error) {
      logger.warn(`catch-up with user ${userId} failed`, error);
    }
  }
  function onResync() {
    if ($conversationsState.get().status !== "idle") void loadConversations();
    void refreshUnread();
    for (const userId of threads.keys()) void catchUp(userId);
  }
  function onReadChange(change) {
    if (change.kind !== "message") return;
    const shown = threads.get(change.otherUserId)?.get().messages.find((message) => message.id === change.id);
    if (!shown?.is_read) {
      patchThread(change.otherUserId, (latest) => ({
        messages: latest.messages.map((message) => message.id === change.id ? { ...message, is_read: true } : message)
      }));
      $conversations.set(
        $conversations.get().map(
          (row) => row.user_id === change.otherUserId ? { ...row, unread_count: Math.max(0, row.unread_count - 1) } : row
        )
      );
    }
    void refreshUnread();
  }
  const listen = createRefCount(() => {
    const offChat = realtime.onChatMessage(onChatMessage);
    const offResync = realtime.onResync(onResync);
    const offReadChange = realtime.onReadChange(onReadChange);
    return () => {
      offChat();
      offResync();
      offReadChange();
    };
  });
  onMount($conversations, () => listen());
  onMount($unreadTotal, () => {
    if (me() !== null) void refreshUnread();
    return listen();
  });
  async function loadConversations() {
    $conversationsState.set({ status: "loading" });
    try {
      const conversations = await api.conversations();
      $conversations.set(conversations);
      $conversationsState.set({ status: "ready", data: void 0 });
    } catch (error) {
      $conversationsState.set({ status: "error", message: errorMessage(error, MSG_CONVERSATIONS_FAILED), error });
    }
  }
  async function refreshUnread() {
    try {
      setUnread((await api.unread()).total);
      return { ok: true };
    } catch (error) {
      logger.warn("unread messages failed", error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }
  return {
    $conversations,
    $conversationsState,
    $unreadTotal,
    $mayChat: account.$mayChat,
    $users,
    $windows,
    thread,
    loadConversations,
    contacts: (params) => api.contacts(params),
    loadMessages,
    loadOlder,
    async send(recipientId, content) {
      const self = me();
      if (content.trim() === "") return { ok: false, message: "" };
      if (self === null) return { ok: false, message: MSG_SEND_MESSAGE_FAILED };
      if (account.$mayChat.get() === false) return { ok: false, message: MSG_CHAT_PREMIUM_REQUIRED };
      const clientId = newClientId();
      const optimistic = {
        id: -++optimisticId,
        sender: self,
        recipient: recipientId,
        content,
        is_read: false,
        created_at: new Date(client.now()).toISOString(),
        recipient_fullname: null,
        pending: true,
        client_id: clientId
      };
      const $thread = thread(recipientId);
      $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [optimistic]) });
      const isPending = () => $thread.get().messages.some((message) => message.id === optimistic.id);
      try {
        const saved = await api.send(recipientId, content, { sender: self, clientId });
        seen.add(saved.id);
        $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [{ ...saved, client_id: clientId }]) });
        touchConversation(recipientId, saved, 0, saved.recipient_fullname);
        return { ok: true };
      } catch (error) {
        if (!isPending()) return { ok: true };
        $thread.set({ ...$thread.get(), messages: $thread.get().messages.filter((message2) => message2.id !== optimistic.id) });
        const message = error instanceof ApiError && error.status === 403 ? MSG_CHAT_PREMIUM_REQUIRED : errorMessage(error, MSG_SEND_MESSAGE_FAILED);
        return { ok: false, message, error };
      }
    },
    markRead: (messageId, otherUserId) => {
      const message = threads.get(otherUserId)?.get().messages.find((known) => known.id === messageId);
      return markMessageRead2(messageId, otherUserId, Boolean(message && !message.is_read && message.recipient === me()));
    },
    setOpenConversation(userId) {
      openConversation = userId;
      if (userId !== null) markConversationRead(userId);
    },
    refreshUnread,
    startUnreadPolling() {
      const tick = () => {
        if (me() !== null) void refreshUnread();
      };
      tick();
      const interval = client.timers.setInterval(tick, UNREAD_MESSAGES_POLL_MS);
      return () => client.timers.clearInterval(interval);
    },
    userInfo(userId) {
      const cached = $users.get()[userId];
      if (cached) return Promise.resolve(cached);
      let request = userRequests.get(userId);
      if (!request) {
        request = api.userInfo(userId).then(
          (info) => {
            const user = { user_id: info.user_id, fullname: info.fullname, avatar: info.avatar, displayName: info.fullname || otherUserPlaceholder(userId) };
            $users.set({ ...$users.get(), [userId]: user });
            return user;
          },
          (error) => {
            logger.warn(`user ${userId} info failed`, error);
            const name = otherUserPlaceholder(userId);
            return { user_id: userId, fullname: "", avatar: null, displayName: name };
          }
        );
        userRequests.set(userId, request);
        void request.finally(() => userRequests.delete(userId));
      }
      return request;
    },
    openWindow: (userId) => $windows.set(openChatWindow($windows.get(), userId)),
    closeWindow: (userId) => $windows.set(closeChatWindow($windows.get(), userId)),
    minimiseWindow: (userId, minimised) => $windows.set(minimiseChatWindow($windows.get(), userId, minimised))
  };
}
const BELL_BADGE_CAP = 9;
const TOPBAR_MESSAGE_BADGE_CAP = 9;
const SIDEBAR_MESSAGE_BADGE_CAP = 99;
function formatBadge(count, cap) {
  if (!(count >= 1)) return "";
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
const EMPLOYER_LABELS = {
  new_application: "Hồ sơ mới",
  cv_viewed: "Đã xem CV",
  position_expired: "Tin hết hạn",
  application_withdrawn: "Rút hồ sơ",
  message_received: "Tin nhắn mới",
  system: "Hệ thống"
};
const DEFAULT_NOTIFICATION_LABEL = "Thông báo";
function employerNotificationLabel(type) {
  return Object.hasOwn(EMPLOYER_LABELS, type) ? EMPLOYER_LABELS[type] : DEFAULT_NOTIFICATION_LABEL;
}
const has = (id) => id !== null && id !== void 0;
const sameSite = (link) => link && isSameSitePath(link) ? link : null;
function messagesPath(role, objectId) {
  const page = role === "employer" ? "/employer/messages" : "/candidate/messages";
  return has(objectId) ? `${page}?conversation_id=${objectId}` : page;
}
function employerTarget(type, objectId) {
  switch (type) {
    case "new_application":
    case "cv_viewed":
      return has(objectId) ? `/employer/applications?application_id=${objectId}` : "/employer/applications";
    case "position_expired":
      return has(objectId) ? `/employer/posts?job_id=${objectId}` : "/employer/posts";
    case "application_withdrawn":
      return "/employer/applications";
    case "message_received":
      return messagesPath("employer", objectId);
    case "system":
      return has(objectId) ? `/employer/notifications/${objectId}` : null;
    default:
      return null;
  }
}
function candidateTarget(type, objectId, role) {
  switch (type) {
    case "cv_status_changed":
    case "interview_scheduled":
      return has(objectId) ? `/my-applications?cv_id=${objectId}` : "/my-applications";
    case "job_applied":
      return "/my-applications";
    case "message_received":
      return messagesPath(role, objectId);
    case "cv_viewed":
      return has(objectId) ? `/job-detail?cv_id=${objectId}` : null;
    case "system":
      return has(objectId) ? `/notifications/${objectId}` : null;
    default:
      return null;
  }
}
function notificationTarget(notification, role) {
  const { notification_type: type, object_id: objectId } = notification;
  const link = sameSite(notification.link);
  if (role === "employer") return link ?? employerTarget(type, objectId);
  return candidateTarget(type, objectId, role) ?? link;
}
export {
  BELL_BADGE_CAP as B,
  LOAD_OLDER_THRESHOLD_PX as L,
  MSG_PREMIUM_EXPIRED as M,
  NOTIFICATION_FILTERS as N,
  OWN_MESSAGE_PREFIX as O,
  SCROLL_TO_BOTTOM_DELAY_MS as S,
  TOPBAR_MESSAGE_BADGE_CAP as T,
  createPremiumStore as a,
  createRealtime as b,
  createAccountStore as c,
  createNotificationsStore as d,
  createChatStore as e,
  createNotificationsApi as f,
  createPaymentsAdminApi as g,
  employerNotificationLabel as h,
  isSameSitePath as i,
  conversationPreview as j,
  MSG_CHAT_PREMIUM_REQUIRED as k,
  SIDEBAR_MESSAGE_BADGE_CAP as l,
  formatBadge as m,
  notificationTarget as n,
  otherUserPlaceholder as o,
  paymentFailureMessage as p,
  newMessageToast as q,
  chatWindowOffsetPx as r,
  shouldLoadOlder as s
};
