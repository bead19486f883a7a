"""Words of the About screen (scenes/about_scene.py) and its main-menu entry."""

PAIRS = {
    "menu.about": ("关于", "About"),
    "about.title": ("关于牌友", "About Paiyou"),
    "about.version": ("版本 {version}", "Version {version}"),
    "about.intro": ("牌友包含下列软件，它们各自按照自己的许可证发布。选择一项即可阅读全文。",
                    "Paiyou contains the software below, each under its own licence. "
                    "Choose one to read the full text."),
    "about.keys": ("↑↓ 选择 · 滚轮或空格 翻页 · Esc 返回", "↑↓ choose · wheel or Space scroll · Esc back"),
    "about.back": ("返回", "Back"),
    "about.missing": ("找不到许可证文件：{path}", "Licence file not found: {path}"),
    "about.item.python": ("Python {version}", "Python {version}"),
    "about.item.pygame": ("pygame-ce {version}", "pygame-ce {version}"),
    "about.item.sdl": ("SDL {version} 及扩展库", "SDL {version} and add-ons"),
    "about.item.libs": ("其他图像、字体和声音库", "Other image, font and sound libraries"),
    "about.item.platformdirs": ("platformdirs {version}", "platformdirs {version}"),
    "about.item.font": ("字体 Paiyou Sans", "Font: Paiyou Sans"),
    "about.lic.psf": ("PSF 许可证", "PSF License"),
    "about.lic.lgpl": ("GNU LGPL 2.1", "GNU LGPL 2.1"),
    "about.lic.zlib": ("zlib 许可证", "zlib License"),
    "about.lic.various": ("FreeType、MIT、BSD、LGPL 2.1 等", "FreeType, MIT, BSD, LGPL 2.1 and others"),
    "about.lic.mit": ("MIT 许可证", "MIT License"),
    "about.lic.ofl": ("SIL 开放字体许可证 1.1", "SIL Open Font License 1.1"),
    "about.note.pygame": ("程序文件夹里的 pygame-ce 库文件可以替换成你自己编译或更新的版本，方法见下文。",
                          "The pygame-ce library files in the program folder may be replaced with a "
                          "version you build or update yourself; see below."),
    "about.note.font": ("由 Noto Sans CJK SC 精简字符并改名而来（开放字体许可证要求改名）。",
                        "A subset of Noto Sans CJK SC, renamed as the Open Font License requires."),
}
