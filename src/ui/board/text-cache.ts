// Text as shared textures: each (text, style) is rasterised once per board and then drawn as a
// plain Sprite. A state change redraws ~100 badges and counts; without the cache each would
// rasterise its own canvas and upload it again (slow on software WebGL).
import { type ITextStyle, Sprite, Text } from "pixi.js";

export class TextCache {
  private texts = new Map<string, Text>();

  sprite(text: string, style: Partial<ITextStyle>, resolution = 3): Sprite {
    const key = `${resolution}\u0000${JSON.stringify(style)}\u0000${text}`;
    let t = this.texts.get(key);
    if (!t) {
      t = new Text(text, style);
      t.resolution = resolution;
      t.updateText(false);
      this.texts.set(key, t);
    }
    return new Sprite(t.texture);
  }

  destroy(): void {
    for (const t of this.texts.values()) t.destroy(true);
    this.texts.clear();
  }
}
