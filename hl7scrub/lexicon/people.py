"""Common US first names by gender, for realistic surrogate names.

A short curated list (frequent given names across recent decades); the full frequency
tables stay in the packaged lexicon.
"""

from __future__ import annotations


def _names(text: str) -> tuple[str, ...]:
    return tuple(text.split())


FEMALE_FIRST_NAMES: tuple[str, ...] = _names("""
    Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy
    Betty Sandra Margaret Ashley Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah
    Stephanie Dorothy Rebecca Sharon Laura Cynthia Amy Kathleen Angela Shirley Brenda Emma
    Anna Pamela Nicole Samantha Katherine Christine Helen Debra Rachel Carolyn Janet Maria
    Catherine Heather Diane Olivia Julie Joyce Victoria Ruth Virginia Lauren Kelly Christina
    Joan Evelyn Judith Andrea Hannah Megan Cheryl Jacqueline Martha Madison Teresa Gloria
    Sara Janice Ann Kathryn Abigail Sophia Frances Jean Alice Judy Isabella Julia Grace
    Denise Amber Doris Marilyn Danielle Beverly Charlotte Natalie Theresa Diana Brittany
    Kayla Alexis Lori Marie
""")

MALE_FIRST_NAMES: tuple[str, ...] = _names("""
    James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel
    Matthew Anthony Mark Donald Steven Andrew Paul Joshua Kenneth Kevin Brian George Timothy
    Ronald Jason Edward Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin
    Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry
    Tyler Aaron Jose Adam Nathan Henry Zachary Douglas Peter Kyle Noah Ethan Jeremy Walter
    Christian Keith Roger Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan
    Jesse Bryan Billy Bruce Gabriel Joe Logan Alan Juan Albert Willie Elijah Wayne Randy
    Vincent Mason Roy Ralph Bobby Russell Bradley Philip Eugene
""")
