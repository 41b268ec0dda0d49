"""The A4 paper itself: fpdf2 and the vendored font (kernel/paper/__init__.py says what a
paper is)."""

from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

from kernel.paper import rupees
from kernel.paper.words import rupees_in_words

FONTS = Path(__file__).parent / "fonts"
FAMILY = "NotoSansDevanagari"
MARGIN = 15
GREY = (90, 90, 90)


class Paper(FPDF):
    def __init__(self, *, title: str, language: str = "en", footer: str = "") -> None:
        super().__init__(format="A4")
        self.language = language
        self.footer_text = footer
        self.set_title(title)
        self.set_creator("marketplace")
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_auto_page_break(True, margin=MARGIN + 5)
        self.add_font(FAMILY, "", FONTS / "NotoSansDevanagari-Regular.ttf")
        self.add_font(FAMILY, "B", FONTS / "NotoSansDevanagari-Bold.ttf")
        self.set_text_shaping(True)
        self.add_page()
        self.set_font(FAMILY, "B", 16)
        self.cell(0, 10, title, new_x="LMARGIN", new_y="NEXT")
        self.set_font(FAMILY, "", 10)

    def footer(self) -> None:
        self.set_y(-MARGIN - 2)
        self.set_font(FAMILY, "", 8)
        self.set_text_color(*GREY)
        self.cell(0, 5, f"{self.footer_text}  {self.page_no()}/{{nb}}".strip(), align="C")
        self.set_text_color(0, 0, 0)

    def parties(self, left: tuple[str, list[str]], right: tuple[str, list[str]]) -> None:
        """Two blocks side by side (supplier and recipient): a heading, then lines."""
        width = (self.epw - 6) / 2
        top = self.get_y() + 2
        bottom = top
        for column, (heading, lines) in enumerate((left, right)):
            self.set_xy(MARGIN + column * (width + 6), top)
            self.set_font(FAMILY, "B", 10)
            self.multi_cell(width, 5, heading, new_x="LEFT", new_y="NEXT")
            self.set_font(FAMILY, "", 10)
            for line in lines:
                if line:
                    self.multi_cell(width, 5, line, new_x="LEFT", new_y="NEXT")
            bottom = max(bottom, self.get_y())
        self.set_xy(MARGIN, bottom + 3)

    def facts(self, rows: list[tuple[str, str]]) -> None:
        """Label and value pairs, one a line (number, date, place of supply...)."""
        for label, value in rows:
            self.set_font(FAMILY, "B", 10)
            self.cell(55, 6, label)
            self.set_font(FAMILY, "", 10)
            self.multi_cell(0, 6, value, new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    def lines(self, headings: list[str], rows: list[list[str]], widths: list[int]) -> None:
        """A table; every column after the first is right-aligned (they are figures)."""
        self.set_font(FAMILY, "", 9)
        align = ["LEFT"] + ["RIGHT"] * (len(headings) - 1)
        with self.table(
            col_widths=widths,
            text_align=align,
            headings_style=FontFace(emphasis="BOLD", fill_color=(235, 235, 235)),
            line_height=6,
        ) as table:
            for row in [headings, *rows]:
                cells = table.row()
                for text in row:
                    cells.cell(text)
        self.set_font(FAMILY, "", 10)
        self.ln(2)

    def totals(self, rows: list[tuple[str, int]], *, strong_last: bool = True) -> None:
        """Label and amount pairs at the right; the last one (the total) in bold."""
        for index, (label, paise) in enumerate(rows):
            strong = strong_last and index == len(rows) - 1
            self.set_font(FAMILY, "B" if strong else "", 10)
            self.set_x(self.w - MARGIN - 110)
            self.cell(75, 6, label, align="R")
            self.cell(35, 6, rupees(paise), align="R", new_x="LMARGIN", new_y="NEXT")
        self.set_font(FAMILY, "", 10)
        self.ln(2)

    def in_words(self, label: str, paise: int) -> None:
        self.set_font(FAMILY, "B", 10)
        self.multi_cell(0, 6, label, new_x="LMARGIN", new_y="NEXT")
        self.set_font(FAMILY, "", 10)
        self.multi_cell(0, 6, rupees_in_words(paise, self.language), new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    def note(self, text: str) -> None:
        self.set_font(FAMILY, "", 8)
        self.set_text_color(*GREY)
        self.multi_cell(0, 4.5, text, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.set_font(FAMILY, "", 10)

    def pdf(self) -> bytes:
        return bytes(self.output())
