import { describe, expect, it } from "vitest";
import { renderInEnglish } from "../../../shared/testing/renderInEnglish.tsx";
import { ProfileAvatar } from "./ProfileAvatar.tsx";

const PICTURE = "http://127.0.0.1:4300/images/collectibles/sleepy.svg";

describe("ProfileAvatar", () => {
  it("shows the picture with its alternative text", () => {
    const html = renderInEnglish(
      <ProfileAvatar image={PICTURE} alt="Sleepy" size={128} fallbackLabel="Default" imageTestId="avatar" />,
    );
    expect(html).toContain(`src="${PICTURE}"`);
    expect(html).toContain('alt="Sleepy"');
    expect(html).not.toContain("default-avatar");
  });

  it("shows the named default figure when no picture is known", () => {
    const html = renderInEnglish(
      <ProfileAvatar
        image=""
        alt=""
        size={128}
        fallbackLabel="Default profile picture"
        imageTestId="avatar"
      />,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Default profile picture"');
  });

  it("keeps the default figure decorative without a name", () => {
    const html = renderInEnglish(<ProfileAvatar image={undefined} alt="" size={32} imageTestId="avatar" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("role=");
  });
});
