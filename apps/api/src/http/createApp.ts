import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { API_HEALTH_PATH } from "../apiPaths.ts";
import { createCollectibleRoutes } from "../collectibles/createCollectibleRoutes.ts";
import { createImageRoutes } from "../images/createImageRoutes.ts";
import { createTeamRoutes } from "../teams/createTeamRoutes.ts";
import { createUserRoutes } from "../users/createUserRoutes.ts";
import { ApiError } from "./ApiError.ts";
import type { AppOptions } from "./AppOptions.ts";

/** A registration is four short strings; anything much larger is not one. */
export const MAX_BODY_BYTES = 4 * 1024;

/** Every route of the API service, with JSON errors for whatever goes wrong. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  // The API takes no cookies or other credentials (a registration carries its own signature), so
  // any origin may call it: the app on another port, and the app served from anywhere else.
  app.use(cors({ origin: "*", allowMethods: ["GET", "POST"], allowHeaders: ["Content-Type"] }));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      },
    }),
  );

  app.get(API_HEALTH_PATH, (c) => c.json({ status: "ok" }));
  app.route("/api/users", createUserRoutes(options));
  app.route("/api/teams", createTeamRoutes(options.publicUrl));
  app.route("/api/collectibles", createCollectibleRoutes(options.publicUrl));
  app.route("/images", createImageRoutes(options.images));

  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ error: error.message }, error.status);
    options.logError?.(error);
    return c.json({ error: "The API failed to answer; try again later." }, 500);
  });
  return app;
}
