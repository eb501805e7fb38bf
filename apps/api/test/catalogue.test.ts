// Teams, collectible metadata, the artwork, CORS, health and unknown routes, on both databases.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { LOCAL_COLLECTIBLES, LOCAL_POINT_CAMPAIGNS, LOCAL_TEAMS } from "@griddle/sdk";
import type { OpenDatabase } from "../src/db/openDatabase.ts";
import { answer, createTestApp, TEST_PUBLIC_URL, type TestApp } from "./support/createTestApp.ts";
import { TEST_DATABASES } from "./support/testDatabases.ts";

for (const database of TEST_DATABASES) {
  describe(`the catalogue routes on ${database.name}`, () => {
    let opened: OpenDatabase;
    let api: TestApp;
    before(async () => {
      opened = await database.open();
      api = await createTestApp(opened);
    });
    after(async () => {
      await opened.close();
    });

    it("answers /health", async () => {
      assert.deepEqual(await answer(await api.app.request("/health")), {
        status: 200,
        body: { status: "ok" },
      });
    });

    it("lists the three local teams with their looks and absolute image URLs", async () => {
      const { status, body } = await answer(await api.app.request("/api/teams"));
      assert.equal(status, 200);
      assert.deepEqual(
        (body as { id: number; name: string }[]).map(({ id, name }) => [id, name]),
        [
          [1, "Syrup Storm"],
          [2, "Fearsome Flippers"],
          [3, "Chaotic Cakers"],
        ],
      );
      const image = `${TEST_PUBLIC_URL}/images/teams/fearsome-flippers.svg`;
      assert.deepEqual(await answer(await api.app.request("/api/teams/2")), {
        status: 200,
        body: {
          id: 2,
          name: "Fearsome Flippers",
          description: LOCAL_TEAMS[1]?.description,
          images: { lg: image, md: image, sm: image, alt: image },
          background: "#1fc7d4",
          textColor: "#08060b",
        },
      });
    });

    it("answers 404 for a team that does not exist", async () => {
      for (const id of ["0", "4", "01", "one"]) {
        assert.deepEqual(await answer(await api.app.request(`/api/teams/${id}`)), {
          status: 404,
          body: { error: `No team ${id}.` },
        });
      }
    });

    it("serves every collectible's metadata, whose images are served too", async () => {
      for (const collectible of LOCAL_COLLECTIBLES) {
        const { status, body } = await answer(
          await api.app.request(`/api/collectibles/${collectible.identifier}.json`),
        );
        const image = `${TEST_PUBLIC_URL}/images/collectibles/${collectible.identifier}.svg`;
        assert.equal(status, 200);
        assert.deepEqual(body, {
          name: collectible.name,
          description: collectible.description,
          image,
          images: { lg: image, md: image, sm: image },
          attributes: [{ trait_type: "bunnyId", value: collectible.bunnyId }],
        });
        const served = await api.app.request(new URL(image).pathname);
        assert.equal(served.status, 200, image);
      }
    });

    it("answers 404 for unknown collectibles and metadata without .json", async () => {
      for (const file of ["mystery-bun.json", "batter-bun", "batter-bun.svg", "BATTER-BUN.json"]) {
        assert.deepEqual(await answer(await api.app.request(`/api/collectibles/${file}`)), {
          status: 404,
          body: { error: `No collectible metadata ${file}.` },
        });
      }
    });

    it("serves each catalogue's SVG with its type, a day's caching and a 304 for a fresh copy", async () => {
      const paths = [
        ...LOCAL_COLLECTIBLES.map(({ identifier }) => `/images/collectibles/${identifier}.svg`),
        ...LOCAL_TEAMS.map(({ image }) => `/images/teams/${image}`),
        ...LOCAL_POINT_CAMPAIGNS.map(({ badge }) => `/images/achievements/${badge}`),
      ];
      for (const path of paths) {
        const response = await api.app.request(path);
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get("content-type"), "image/svg+xml");
        assert.equal(response.headers.get("cache-control"), "public, max-age=86400");
        assert.match(
          await response.text(),
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>\n {2}<title>/,
        );
        const etag = response.headers.get("etag") ?? "";
        const revalidated = await api.app.request(path, { headers: { "If-None-Match": etag } });
        assert.equal(revalidated.status, 304, path);
      }
    });

    it("answers 404 for images outside the catalogues", async () => {
      for (const path of [
        "/images/teams/unknown.svg",
        "/images/secrets/a.svg",
        "/images/collectibles/..%2Fpackage.json",
      ]) {
        assert.equal((await api.app.request(path)).status, 404, path);
      }
    });

    it("lets the app call it from another origin", async () => {
      const preflight = await api.app.request("/api/users", {
        method: "OPTIONS",
        headers: {
          Origin: "http://127.0.0.1:3000",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
      assert.match(preflight.headers.get("access-control-allow-methods") ?? "", /POST/);
      const read = await api.app.request("/api/teams", { headers: { Origin: "http://127.0.0.1:3000" } });
      assert.equal(read.headers.get("access-control-allow-origin"), "*");
    });

    it("answers unknown routes with a JSON 404", async () => {
      assert.deepEqual(await answer(await api.app.request("/api/profiles")), {
        status: 404,
        body: { error: "No route for GET /api/profiles." },
      });
      assert.equal((await api.app.request("/api/teams", { method: "DELETE" })).status, 404);
    });
  });
}
